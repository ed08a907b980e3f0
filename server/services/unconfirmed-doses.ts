import type { UnconfirmedDose } from "@shared/api/reminders";
import { addLocalDays, localDate } from "@shared/domain/time";
import {
  type DoseReminder,
  missedInARow,
  MISSED_IN_A_ROW_LOOKBACK_HOURS,
  MISSED_IN_A_ROW_PREFIX,
  unconfirmedDoses,
} from "@shared/domain/unconfirmed-doses";
import { alerts, municipalities, reminderCompletions, reminders, users } from "@shared/schema";
import { and, eq, gte, inArray, like } from "drizzle-orm";
import type { Db } from "../db/types";
import { raiseAlert } from "./raise-alert";


/** The people's active medicine reminders and their completions of the last few days. */
async function loadDoses(db: Db, userIds: string[], timezoneOf: (userId: string) => string, now: Date) {
  if (userIds.length === 0) return new Map<string, { reminders: DoseReminder[]; completions: Completion[] }>();
  const rows = await db
    .select()
    .from(reminders)
    .where(and(inArray(reminders.userId, userIds), eq(reminders.type, "medicine"), eq(reminders.isActive, true)));
  const days = Math.ceil(MISSED_IN_A_ROW_LOOKBACK_HOURS / 24) + 1;
  const since = addLocalDays(localDate(now, "UTC"), -(days + 1));
  const done = await db
    .select({
      userId: reminderCompletions.userId,
      reminderId: reminderCompletions.reminderId,
      occurrenceDate: reminderCompletions.occurrenceDate,
    })
    .from(reminderCompletions)
    .where(and(inArray(reminderCompletions.userId, userIds), gte(reminderCompletions.occurrenceDate, since)));
  const byUser = new Map<string, { reminders: DoseReminder[]; completions: Completion[] }>();
  const entry = (userId: string) => {
    const found = byUser.get(userId) ?? { reminders: [], completions: [] };
    byUser.set(userId, found);
    return found;
  };
  for (const r of rows)
    entry(r.userId).reminders.push({
      id: r.id,
      title: r.title,
      type: r.type,
      reminderTime: r.reminderTime,
      reminderDate: r.reminderDate,
      recurrence: r.recurrence,
      weekdays: r.weekdays,
      monthDay: r.monthDay,
      isActive: r.isActive,
      startDate: localDate(r.createdAt, timezoneOf(r.userId)),
      createdAt: r.createdAt,
    });
  for (const c of done) entry(c.userId).completions.push(c);
  return byUser;
}
type Completion = { reminderId: string; occurrenceDate: string };

/** The person's 'Sin confirmar' medicine doses now (caller checked access). */
export async function listUnconfirmedDoses(
  db: Db,
  scope: { userId: string; timezone: string; now: Date },
): Promise<UnconfirmedDose[]> {
  const data = (await loadDoses(db, [scope.userId], () => scope.timezone, scope.now)).get(scope.userId);
  if (!data) return [];
  return unconfirmedDoses(data.reminders, data.completions, scope.now, scope.timezone).map((d) => ({
    reminderId: d.reminderId,
    title: d.title,
    reminderTime: d.reminderTime,
    occurrenceDate: d.occurrenceDate,
    dueAt: d.dueAt.toISOString(),
  }));
}

/**
 * Job: a health alert for each active older person whose last two medicine doses went unconfirmed, once per
 * streak (none if an alert of this kind was raised since the streak began). Returns how many were raised.
 */
export async function raiseMissedDoseAlerts(db: Db, now: Date): Promise<number> {
  const people = await db
    .selectDistinct({ id: users.id, municipalityId: users.municipalityId, timezone: municipalities.timezone })
    .from(users)
    .innerJoin(municipalities, eq(municipalities.id, users.municipalityId))
    .innerJoin(reminders, and(eq(reminders.userId, users.id), eq(reminders.type, "medicine")))
    .where(and(eq(users.role, "elderly"), eq(users.status, "active"), eq(reminders.isActive, true)));
  const zone = new Map(people.map((p) => [p.id, p.timezone]));
  const data = await loadDoses(db, [...zone.keys()], (id) => zone.get(id) ?? "Europe/Madrid", now);
  let raised = 0;
  for (const person of people) {
    const mine = data.get(person.id);
    const missed = mine && missedInARow(mine.reminders, mine.completions, now, person.timezone);
    if (!missed) continue;
    const [already] = await db
      .select({ id: alerts.id })
      .from(alerts)
      .where(
        and(
          eq(alerts.userId, person.id),
          eq(alerts.type, "health"),
          like(alerts.content, `${MISSED_IN_A_ROW_PREFIX}%`),
          gte(alerts.createdAt, missed.streakStartedAt),
        ),
      )
      .limit(1);
    if (already) continue;
    await raiseAlert(db, {
      municipalityId: person.municipalityId,
      userId: person.id,
      now,
      reason: { kind: "missed-doses", doses: missed.doses },
    });
    raised++;
  }
  return raised;
}

/**
 * For 'Llamadas de hoy': the people whose unconfirmed doses in a row reach back to an earlier local day (a dose
 * not confirmed two days running), with the due time of the latest one.
 */
export async function listDosesUnconfirmedTwoDays(
  db: Db,
  userIds: string[],
  scope: { timezone: string; now: Date },
): Promise<Map<string, Date>> {
  const data = await loadDoses(db, userIds, () => scope.timezone, scope.now);
  const found = new Map<string, Date>();
  for (const [userId, mine] of data) {
    const missed = missedInARow(mine.reminders, mine.completions, scope.now, scope.timezone);
    if (!missed) continue;
    const latest = missed.doses[1];
    if (localDate(missed.streakStartedAt, scope.timezone) < latest.occurrenceDate) found.set(userId, latest.dueAt);
  }
  return found;
}
