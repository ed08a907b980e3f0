import type { Reminder } from "@shared/api/reminders";
import { ReminderItem } from "./reminder-item";

type ReminderListProps = {
  reminders: readonly Reminder[];
  elderlyId: string;
  today: string;
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
};

/** The active reminders, daily ones first, then by date and time. */
export function ReminderList({ reminders, ...itemProps }: ReminderListProps) {
  const sorted = [...reminders].sort(
    (a, b) =>
      (a.reminderDate ?? "").localeCompare(b.reminderDate ?? "") ||
      a.reminderTime.localeCompare(b.reminderTime) ||
      a.title.localeCompare(b.title),
  );
  if (sorted.length === 0) {
    return (
      <p className="rounded-2xl border-2 border-dashed border-slate-300 p-6 text-lg text-slate-800">
        Todavía no hay recordatorios activos. Cree uno nuevo o use una de las sugerencias.
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {sorted.map((reminder) => (
        <li key={reminder.id}>
          <ReminderItem reminder={reminder} {...itemProps} />
        </li>
      ))}
    </ul>
  );
}
