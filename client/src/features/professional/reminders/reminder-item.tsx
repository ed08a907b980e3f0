import type { Reminder } from "@shared/api/reminders";
import { createdByLabel, REMINDER_TYPE_LABELS } from "@shared/domain/reminders";
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Badge } from "../common/badge";
import { longDateLabel } from "../common/time-format";

type ReminderItemProps = {
  reminder: Reminder;
  elderlyId: string;
  today: string;
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
};

/** Today's state of a reminder: done, still to do today, or not due today. */
function todayState(reminder: Reminder, today: string) {
  if (reminder.completedToday) return { label: "Completado hoy", tone: "success" } as const;
  const isDueToday = reminder.recurrence === "daily" || reminder.reminderDate === today;
  return isDueToday
    ? ({ label: "Pendiente hoy", tone: "warning" } as const)
    : ({ label: "Hoy no toca", tone: "neutral" } as const);
}

export function ReminderItem({ reminder, elderlyId, today, onEdit, onDelete }: ReminderItemProps) {
  const state = todayState(reminder, today);
  return (
    <li className="flex flex-col gap-2 rounded-xl border-2 border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">{reminder.title}</h3>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <p className="text-base text-slate-900">
        {REMINDER_TYPE_LABELS[reminder.type]} · {reminder.reminderTime.slice(0, 5)} ·{" "}
        {reminder.reminderDate ? longDateLabel(reminder.reminderDate) : "Cada día"}
      </p>
      {reminder.description ? <p className="text-base text-slate-800">{reminder.description}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{createdByLabel(reminder, elderlyId)}</p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            aria-label={`Editar ${reminder.title}`}
            onClick={() => onEdit(reminder)}
          >
            <Pencil aria-hidden="true" className="h-5 w-5" />
            Editar
          </Button>
          <Button
            variant="ghost"
            className="text-red-800 hover:bg-red-50"
            aria-label={`Eliminar ${reminder.title}`}
            onClick={() => onDelete(reminder)}
          >
            <Trash2 aria-hidden="true" className="h-5 w-5" />
            Eliminar
          </Button>
        </div>
      </div>
    </li>
  );
}
