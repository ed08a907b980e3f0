import { REMINDER_MESSAGES, type Reminder } from "@shared/api/reminders";
import { REMINDER_TYPE_LABELS } from "@shared/domain/reminders";
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ReminderTypeIcon } from "../common/reminder-type-icon";
import { dayLabel } from "../common/time-labels";
import { createdByLabel } from "./created-by";

type ReminderItemProps = {
  reminder: Reminder;
  elderlyId: string;
  today: string;
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
};

function whenText(reminder: Reminder, today: string): string {
  if (reminder.recurrence === "daily" || !reminder.reminderDate)
    return `Cada día a las ${reminder.reminderTime}`;
  return `${dayLabel(reminder.reminderDate, today)} a las ${reminder.reminderTime} (una sola vez)`;
}

/** One active reminder: type, title, when, who created it, and edit / delete. */
export function ReminderItem({ reminder, elderlyId, today, onEdit, onDelete }: ReminderItemProps) {
  const isProgramme = reminder.programActivityId !== null;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ReminderTypeIcon type={reminder.type} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-xl font-semibold break-words text-slate-900">{reminder.title}</h3>
        <p className="text-base font-medium text-slate-800">
          {REMINDER_TYPE_LABELS[reminder.type]} · {whenText(reminder, today)}
        </p>
        {reminder.description ? (
          <p className="text-base break-words text-slate-800">{reminder.description}</p>
        ) : null}
        <p className="flex flex-wrap gap-2 pt-1">
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
            {createdByLabel(reminder, elderlyId)}
          </span>
        </p>
        {isProgramme ? (
          <p className="text-base text-slate-700">{REMINDER_MESSAGES.programActivity}.</p>
        ) : null}
      </div>
      {isProgramme ? null : (
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
      )}
    </Card>
  );
}
