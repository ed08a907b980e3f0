import type { Reminder } from "@shared/api/reminders";
import { visualState } from "@shared/domain/reminders";
import { cn } from "@/lib/cn";
import { REMINDER_ICONS, STATE_LOOK } from "./reminder-look";

/**
 * 'Para hoy': today's pending reminders, daily ones included, by time, above the grouped
 * list, so what is still to do today is seen first.
 */
export function TodayCard({ reminders, now, timezone }: { reminders: Reminder[]; now: Date; timezone: string }) {
  return (
    <section
      aria-labelledby="para-hoy"
      className="flex flex-col gap-3 rounded-3xl border-4 border-brand-700 bg-white p-5 text-slate-900"
    >
      <h2 id="para-hoy" className="text-3xl font-bold">
        Para hoy
      </h2>
      {reminders.length === 0 ? (
        <p className="text-2xl">No le queda nada pendiente hoy.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {reminders.map((r) => {
            const Icon = REMINDER_ICONS[r.type];
            const look = STATE_LOOK[visualState(r, false, now, timezone)];
            return (
              <li key={r.id} className="flex flex-wrap items-center gap-3 text-2xl">
                <Icon aria-hidden="true" className="h-9 w-9 shrink-0" />
                <time className="font-bold">{r.reminderTime}</time>
                <span className="min-w-0 flex-1 font-semibold break-words">{r.title}</span>
                <span className={cn("rounded-full border-2 px-3 py-0.5 text-xl font-bold", look.badge)}>
                  {look.label}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
