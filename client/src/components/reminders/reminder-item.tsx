import type { Reminder } from "@shared/api/reminders";
import { REMINDER_MESSAGES } from "@shared/api/reminder-texts";
import { repeatLabel, repeatsOn } from "@shared/domain/reminder-repeat";
import { createdByLabel, REMINDER_TYPE_LABELS } from "@shared/domain/reminders";
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { dayLabel } from "./day-label";
import { ReminderTypeIcon } from "./reminder-type-icon";

export type ReminderItemOptions = {
  elderlyId: string;
  /** The person's local date ("yyyy-MM-dd"). */
  today: string;
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
  /** Staff follow the day: 'Completado hoy', 'Pendiente hoy' or 'Hoy no toca'. */
  isTodayStateShown?: boolean;
  /** Staff may change one person's copy of a programme activity; family members may not (409). */
  canEditProgramme?: boolean;
};

function whenText(reminder: Reminder, today: string): string {
  const time = reminder.reminderTime.slice(0, 5);
  const repeat = repeatLabel(reminder);
  if (repeat !== null || !reminder.reminderDate) return `${repeat ?? "Cada día"} a las ${time}`;
  return `${dayLabel(reminder.reminderDate, today)} a las ${time} (una sola vez)`;
}

const TODAY_STATES = {
  done: { label: "Completado hoy", classes: "border-green-700 bg-green-50 text-green-900" },
  pending: { label: "Pendiente hoy", classes: "border-amber-600 bg-amber-100 text-amber-950" },
  notToday: { label: "Hoy no toca", classes: "border-slate-300 bg-slate-100 text-slate-900" },
} as const;

function todayState(reminder: Reminder, today: string) {
  if (reminder.completedToday) return TODAY_STATES.done;
  const isDueToday = repeatsOn(reminder, today);
  return isDueToday ? TODAY_STATES.pending : TODAY_STATES.notToday;
}

const chip = "rounded-full border px-3 py-1 text-sm font-semibold [overflow-wrap:anywhere]";

/** One active reminder: type, title, when, who created it, and edit / delete. */
export function ReminderItem({ reminder, ...options }: ReminderItemOptions & { reminder: Reminder }) {
  const { elderlyId, today, onEdit, onDelete, isTodayStateShown = false, canEditProgramme = false } = options;
  const isProgramme = reminder.programActivityId !== null;
  const canEdit = !isProgramme || canEditProgramme;
  const state = isTodayStateShown ? todayState(reminder, today) : null;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ReminderTypeIcon type={reminder.type} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-xl font-semibold text-slate-900 [overflow-wrap:anywhere]">{reminder.title}</h3>
        <p className="text-base font-medium text-slate-800">
          {REMINDER_TYPE_LABELS[reminder.type]} · {whenText(reminder, today)}
        </p>
        {reminder.description ? (
          <p className="text-base text-slate-800 [overflow-wrap:anywhere]">{reminder.description}</p>
        ) : null}
        <p className="flex flex-wrap gap-2 pt-1">
          {state ? <span className={cn(chip, state.classes)}>{state.label}</span> : null}
          <span className={cn(chip, "border-slate-100 bg-slate-100 text-slate-800")}>
            {createdByLabel(reminder, elderlyId)}
          </span>
          {isProgramme && canEditProgramme ? (
            <span className={cn(chip, "border-brand-700 bg-brand-50 text-brand-800")}>
              Actividad del programa
            </span>
          ) : null}
        </p>
        {canEdit ? null : <p className="text-base text-slate-700">{REMINDER_MESSAGES.programActivity}.</p>}
      </div>
      {canEdit ? (
        <div className="flex flex-wrap gap-2 sm:flex-col">
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
      ) : null}
    </Card>
  );
}
