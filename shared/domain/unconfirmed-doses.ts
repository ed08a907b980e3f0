import type { ReminderType } from "./enums";
import { repeatsOn } from "./reminder-repeat";
import { occurrenceOn, type ReminderLike } from "./reminders";
import { addLocalDays, localDate, localInstant } from "./time";

// A medicine reminder not confirmed 60 minutes after its time is 'Sin confirmar'.
// Every instant is computed in the municipality's zone from the injected `now`.

const UNCONFIRMED_AFTER_MINUTES = 60;
/** How far back a dose still shows as 'Sin confirmar' on the dashboards. */
const UNCONFIRMED_SHOWN_HOURS = 24;
/** How far back the "two in a row" alert looks for doses. */
export const MISSED_IN_A_ROW_LOOKBACK_HOURS = 48;

const MINUTE = 60_000;
const HOUR = 3_600_000;

export type DoseReminder = ReminderLike & { title: string; type: ReminderType; createdAt: Date };
export type Dose = {
  reminderId: string;
  title: string;
  reminderTime: string;
  occurrenceDate: string;
  dueAt: Date;
  isConfirmed: boolean;
};

const key = (reminderId: string, date: string) => `${reminderId}|${date}`;

/**
 * Medicine occurrences whose confirmation deadline (time + 60 min) has passed, due after `since`, oldest
 * first. An occurrence due before the reminder was created does not count (nobody could have taken it).
 */
function pastDeadlineDoses(
  reminders: DoseReminder[],
  completions: { reminderId: string; occurrenceDate: string }[],
  now: Date,
  timezone: string,
  since: Date,
): Dose[] {
  const done = new Set(completions.map((c) => key(c.reminderId, c.occurrenceDate)));
  const deadline = now.getTime() - UNCONFIRMED_AFTER_MINUTES * MINUTE;
  const today = localDate(now, timezone);
  const days = Math.ceil((now.getTime() - since.getTime()) / (24 * HOUR)) + 1;
  const doses: Dose[] = [];
  for (let offset = days; offset >= 0; offset--) {
    const date = addLocalDays(today, -offset);
    for (const r of reminders) {
      if (r.type !== "medicine") continue;
      const occurrence = occurrenceOn(r, date);
      if (!occurrence) continue;
      const dueAt = localInstant(occurrence, r.reminderTime, timezone);
      const t = dueAt.getTime();
      if (t > deadline || t <= since.getTime() || t < r.createdAt.getTime()) continue;
      doses.push({
        reminderId: r.id,
        title: r.title,
        reminderTime: r.reminderTime,
        occurrenceDate: occurrence,
        dueAt,
        isConfirmed: done.has(key(r.id, occurrence)),
      });
    }
  }
  return doses.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.title.localeCompare(b.title));
}

/**
 * 'Sin confirmar' doses, oldest first: of the last 24 hours, and for a medicine that repeats the next day only
 * until that dose is due (it takes over; by the clock, not by 24 h, so a 23-hour DST day is no exception).
 */
export function unconfirmedDoses(
  reminders: DoseReminder[],
  completions: { reminderId: string; occurrenceDate: string }[],
  now: Date,
  timezone: string,
): Dose[] {
  const since = new Date(now.getTime() - UNCONFIRMED_SHOWN_HOURS * HOUR);
  const byId = new Map(reminders.map((r) => [r.id, r]));
  return pastDeadlineDoses(reminders, completions, now, timezone, since).filter(
    (d) =>
      !d.isConfirmed &&
      !(
        repeatsOn(byId.get(d.reminderId) as DoseReminder, addLocalDays(d.occurrenceDate, 1)) &&
        localInstant(addLocalDays(d.occurrenceDate, 1), d.reminderTime, timezone).getTime() <= now.getTime()
      ),
  );
}

/**
 * When the last two doses past their deadline (in the person's whole medicine schedule) are both
 * unconfirmed: those two, and when the unconfirmed streak began (one alert per streak). Else null.
 */
export function missedInARow(
  reminders: DoseReminder[],
  completions: { reminderId: string; occurrenceDate: string }[],
  now: Date,
  timezone: string,
): { doses: [Dose, Dose]; streakStartedAt: Date } | null {
  const since = new Date(now.getTime() - MISSED_IN_A_ROW_LOOKBACK_HOURS * HOUR);
  const doses = pastDeadlineDoses(reminders, completions, now, timezone, since);
  let start = doses.length;
  while (start > 0 && !doses[start - 1].isConfirmed) start--;
  if (doses.length - start < 2) return null;
  return { doses: [doses[doses.length - 2], doses[doses.length - 1]], streakStartedAt: doses[start].dueAt };
}

/** 'Toma sin confirmar: Enalapril, 08:30' (a dose of an earlier day says so). */
export function unconfirmedLabel(dose: Pick<Dose, "title" | "reminderTime" | "occurrenceDate">, today: string) {
  const when = dose.occurrenceDate === today ? dose.reminderTime : `${dose.reminderTime} de ayer`;
  return `Toma sin confirmar: ${dose.title}, ${when}`;
}

/** Content prefix of the "two in a row" alert: how the job recognises its own alerts. */
export const MISSED_IN_A_ROW_PREFIX = "Dos tomas seguidas sin confirmar";

/** The alert text for two unconfirmed doses in a row. */
export function missedInARowContent(doses: [Dose, Dose]): string {
  const [a, b] = doses;
  return `${MISSED_IN_A_ROW_PREFIX}: ${a.title} (${a.occurrenceDate} ${a.reminderTime}) y ${b.title} (${b.occurrenceDate} ${b.reminderTime})`;
}
