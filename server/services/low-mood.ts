import type { LowMoodWeek } from "@shared/api/low-mood";
import {
  isLowMoodState,
  isLowMoodWeek,
  LOW_MOOD_RETENTION_DAYS,
  LOW_MOOD_WEEK_MIN_DAYS,
  lowMoodDaysInWindow,
  lowMoodWindow,
} from "@shared/domain/low-mood";
import { addLocalDays, localDate } from "@shared/domain/time";
import { lowMoodDays, users } from "@shared/schema";
import { and, asc, between, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/types";

// 'Ánimo bajo' (docs/behaviour/13-later-additions.md#low-mood): one row per person, local day and label, written
// when a conversation is saved; only the label, the day and a count, never a word of what was said.

type Person = { userId: string; municipalityId: string; timezone: string };

/**
 * Counts today's low-mood readings of a saved session, one per label. Nothing is stored while the person has not
 * given personalConsent: staff would not be shown it, so it is not kept either.
 */
export async function recordLowMoodDay(db: Db, person: Person & { moods: Iterable<string>; now: Date }): Promise<void> {
  const labels = [...new Set(person.moods)].filter(isLowMoodState);
  if (labels.length === 0) return;
  const [consent] = await db
    .select({ isGiven: users.personalConsent })
    .from(users)
    .where(and(eq(users.id, person.userId), eq(users.municipalityId, person.municipalityId)));
  if (consent?.isGiven !== true) return;
  const day = localDate(person.now, person.timezone);
  await db
    .insert(lowMoodDays)
    .values(
      labels.map((label) => ({
        municipalityId: person.municipalityId,
        userId: person.userId,
        day,
        label,
        updatedAt: person.now,
      })),
    )
    .onConflictDoUpdate({
      target: [lowMoodDays.userId, lowMoodDays.day, lowMoodDays.label],
      set: { sessions: sql`${lowMoodDays.sessions} + 1`, updatedAt: person.now },
    });
}

/** The person's low-mood days in the window, newest first; none without personalConsent. */
export async function listLowMoodDaysOf(
  db: Db,
  person: { id: string; personalConsent: boolean | null },
  scope: { now: Date; timezone: string },
): Promise<string[]> {
  if (person.personalConsent !== true) return [];
  const { from, to } = lowMoodWindow(scope.now, scope.timezone);
  const rows = await db
    .selectDistinct({ day: lowMoodDays.day })
    .from(lowMoodDays)
    .where(and(eq(lowMoodDays.userId, person.id), between(lowMoodDays.day, from, to)))
    .orderBy(desc(lowMoodDays.day));
  return lowMoodDaysInWindow(
    rows.map((r) => r.day),
    scope.now,
    scope.timezone,
  );
}

/**
 * For a users query: the newest low-mood day of the row's person in the window, or null (always null without
 * personalConsent). Correlated on "users"."id", read from the primary key.
 */
export function latestLowMoodDaySql(scope: { now: Date; timezone: string }) {
  const { from, to } = lowMoodWindow(scope.now, scope.timezone);
  return sql<string | null>`(select max(m.day)::text from ${lowMoodDays} m
    where m.user_id = "users"."id" and m.day between ${from} and ${to} and "users"."personal_consent" = true)`;
}

/** 'Ánimo bajo esta semana': the municipality's consenting people with low mood on 3 or more days of the window. */
export async function listLowMoodWeek(
  db: Db,
  scope: { municipalityId: string; now: Date; timezone: string },
): Promise<LowMoodWeek> {
  const window = lowMoodWindow(scope.now, scope.timezone);
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      days: sql<string[]>`array_agg(distinct ${lowMoodDays.day}::text)`,
    })
    .from(lowMoodDays)
    .innerJoin(users, eq(users.id, lowMoodDays.userId))
    .where(
      and(
        eq(lowMoodDays.municipalityId, scope.municipalityId),
        between(lowMoodDays.day, window.from, window.to),
        eq(users.municipalityId, scope.municipalityId),
        eq(users.role, "elderly"),
        eq(users.status, "active"),
        eq(users.personalConsent, true),
      ),
    )
    .groupBy(users.id, users.firstName, users.lastName)
    .having(sql`count(distinct ${lowMoodDays.day}) >= ${LOW_MOOD_WEEK_MIN_DAYS}`)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const people = rows
    .filter((row) => isLowMoodWeek(row.days, scope.now, scope.timezone))
    .map((row) => ({ ...row, days: lowMoodDaysInWindow(row.days, scope.now, scope.timezone) }))
    // Most days first; the query's name order breaks ties (the sort is stable).
    .sort((a, b) => b.days.length - a.days.length);
  return { ...window, people };
}

/** Withdrawn personalConsent: what was kept under it goes at once. */
export async function forgetLowMoodDays(db: Db, userId: string): Promise<void> {
  await db.delete(lowMoodDays).where(eq(lowMoodDays.userId, userId));
}

/** The clean-up job: days older than LOW_MOOD_RETENTION_DAYS (in UTC days: a day's margin is harmless). */
export async function purgeOldLowMoodDays(db: Db, now: Date): Promise<void> {
  const oldest = addLocalDays(localDate(now, "UTC"), -LOW_MOOD_RETENTION_DAYS);
  await db.delete(lowMoodDays).where(lt(lowMoodDays.day, oldest));
}
