import type { Reminder } from "@shared/api/reminders";
import { reminderTypes } from "@shared/domain/enums";
import { REMINDER_TYPE_LABELS } from "@shared/domain/reminders";
import { Card } from "@/components/ui/card";
import { ReminderTypeIcon } from "@/components/reminders/reminder-type-icon";

/** Four tiles: how many active reminders of each type (Medicina, Cita, Llamada, Actividad). */
export function TypeCountTiles({ reminders }: { reminders: readonly Pick<Reminder, "type">[] }) {
  return (
    <ul aria-label="Recordatorios activos por tipo" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {reminderTypes.map((type) => {
        const count = reminders.filter((r) => r.type === type).length;
        return (
          <li key={type}>
            <Card className="flex h-full flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-3">
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <ReminderTypeIcon type={type} />
              </span>
              <p className="flex min-w-0 flex-col">
                <span className="text-3xl font-bold text-slate-900">{count}</span>
                <span className="text-base text-slate-800">{REMINDER_TYPE_LABELS[type]}</span>
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
