import type { Reminder } from "@shared/api/reminders";
import { ReminderItem, type ReminderItemOptions } from "./reminder-item";

type ReminderListProps = ReminderItemOptions & {
  reminders: readonly Reminder[];
  /** Shown when there is no active reminder. */
  emptyText: string;
};

/** The active reminders, daily ones first, then by date and time. */
export function ReminderList({ reminders, emptyText, ...itemOptions }: ReminderListProps) {
  const sorted = reminders
    .filter((reminder) => reminder.isActive !== false)
    .sort(
      (a, b) =>
        (a.reminderDate ?? "").localeCompare(b.reminderDate ?? "") ||
        a.reminderTime.localeCompare(b.reminderTime) ||
        a.title.localeCompare(b.title),
    );
  if (sorted.length === 0) {
    return (
      <p className="rounded-2xl border-2 border-dashed border-slate-300 p-6 text-lg text-slate-800">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {sorted.map((reminder) => (
        <li key={reminder.id}>
          <ReminderItem reminder={reminder} {...itemOptions} />
        </li>
      ))}
    </ul>
  );
}
