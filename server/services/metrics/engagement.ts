// Engagement metrics (DESIGN.md section 6), current and previous period in one aggregate query.
import type { EngagementMetrics } from "@shared/api/metrics";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import {
  dayBoundaries,
  type Exposure,
  exposureCte,
  type MetricsSubject,
  type MetricsWindow,
  p,
  peopleCte,
  ratio,
  round,
  runMetricQuery,
  scopeOf,
} from "./window";

type Row = Exposure & {
  cur_active_days: number;
  cur_interactions: number;
  cur_logins: number;
  cur_exercises: number;
  cur_duration: number;
  prev_active_days: number;
  prev_interactions: number;
  prev_logins: number;
  prev_exercises: number;
  prev_duration: number;
};

/**
 * Day numbers for the active-day bitmasks. width_bucket over these thresholds gives the previous period's local
 * days 0..N-1 and the current period's days from 64 * W on (W = ceil(N / 64)): width_bucket counts the
 * thresholds <= x, so repeating currentStart shifts every current day by the padding and no 64-day word mixes
 * the two periods. `wordStarts[k]` is the instant where word k begins (word W = the start of the current period).
 */
export function dayThresholds(w: MetricsWindow): { thresholds: Date[]; wordStarts: Date[]; words: number } {
  const all = dayBoundaries(w); // 2N + 1 local midnights, previousFrom .. tomorrow
  const n = w.days;
  const words = Math.ceil(n / 64);
  const padding = 64 * words - n + 1;
  const thresholds = [...all.slice(0, n), ...Array(padding).fill(all[n]), ...all.slice(n + 1)];
  const wordStarts = Array.from({ length: 2 * words }, (_, k) =>
    k < words ? all[64 * k] : all[n + 64 * (k - words)],
  );
  return { thresholds, wordStarts, words };
}

/**
 * Per person (LATERAL: an index range scan on activities (user_id, created_at, activity_type), no hashing or
 * sorting of the records): a bitmask of active local days per 64-day word, and record counts per period.
 * Active person-days = the bits set. One aggregate row per person, then sums.
 */
export function engagementQuery(subject: MetricsSubject, w: MetricsWindow) {
  const currentStart = p.instant(w.currentStart);
  const previousStart = p.instant(w.previousStart);
  const now = p.instant(w.now);
  const { thresholds, wordStarts, words } = dayThresholds(w);
  const day = sql`(width_bucket(a.created_at, ${p.instants(thresholds)}) - 1)`;
  // FILTER is evaluated first, so each record computes its day number once, in its own word.
  const wordAggregates = sql.join(
    wordStarts.map((start, k) => {
      const end = k + 1 < wordStarts.length ? sql` and a.created_at < ${p.instant(wordStarts[k + 1])}` : sql``;
      return sql`bit_or(1::int8 << (${day} & 63)) filter (where a.created_at >= ${p.instant(start)}${end})
        as ${sql.raw(`w${k}`)}`;
    }),
    sql`, `,
  );
  const activeDays = (from: number, to: number) =>
    sql.raw(
      Array.from({ length: to - from }, (_, i) => `coalesce(bit_count(w${from + i}::bit(64)), 0)`).join(" + "),
    );
  const cur = sql`a.created_at >= ${currentStart}`;
  return sql`with ${peopleCte(subject, w)}, ${exposureCte(w)},
    per_person as (
      select x.*
      from people
      cross join lateral (
        select ${wordAggregates},
          count(*) filter (where ${cur}) as cur_n,
          count(*) filter (where ${cur} and a.activity_type = 'login') as cur_logins,
          count(*) filter (where ${cur} and a.activity_type = 'cognitive_exercise') as cur_exercises,
          count(*) filter (where not ${cur}) as prev_n,
          count(*) filter (where not ${cur} and a.activity_type = 'login') as prev_logins,
          count(*) filter (where not ${cur} and a.activity_type = 'cognitive_exercise') as prev_exercises
        from activities a
        where a.user_id = people.id and a.created_at >= ${previousStart} and a.created_at <= ${now}
      ) x
    ),
    act as (
      select
        coalesce(sum(${activeDays(words, 2 * words)}), 0)::int as cur_active_days,
        coalesce(sum(cur_n), 0)::int as cur_interactions,
        coalesce(sum(cur_logins), 0)::int as cur_logins,
        coalesce(sum(cur_exercises), 0)::int as cur_exercises,
        coalesce(sum(${activeDays(0, words)}), 0)::int as prev_active_days,
        coalesce(sum(prev_n), 0)::int as prev_interactions,
        coalesce(sum(prev_logins), 0)::int as prev_logins,
        coalesce(sum(prev_exercises), 0)::int as prev_exercises
      from per_person
    ),
    chats as (
      select
        coalesce(avg(c.duration) filter (where c.created_at >= ${currentStart}), 0)::float8 as cur_duration,
        coalesce(avg(c.duration) filter (where c.created_at < ${currentStart}), 0)::float8 as prev_duration
      from chat_sessions c
      join people on people.id = c.user_id
      where ${scopeOf(subject, "c")} and c.created_at >= ${previousStart} and c.created_at <= ${now}
    )
    select * from exposure, act, chats`;
}

function toMetrics(
  users: number,
  userDays: number,
  activeDays: number,
  interactions: number,
  logins: number,
  exercises: number,
  duration: number,
): EngagementMetrics {
  return {
    uniqueActiveDays: ratio(activeDays, users, 2),
    totalSessions: logins,
    dailyActiveRate: ratio(activeDays, userDays),
    totalInteractions: interactions,
    cognitiveExercises: exercises,
    averageSessionDuration: round(duration),
    loginFrequency: ratio(logins, userDays),
  };
}

export async function computeEngagement(db: Db, subject: MetricsSubject, w: MetricsWindow) {
  const r = await runMetricQuery<Row>(db, engagementQuery(subject, w));
  const n = (v: unknown) => Number(v ?? 0);
  return {
    exposure: r as Exposure,
    current: toMetrics(
      n(r.cur_users),
      n(r.cur_user_days),
      n(r.cur_active_days),
      n(r.cur_interactions),
      n(r.cur_logins),
      n(r.cur_exercises),
      n(r.cur_duration),
    ),
    previous: toMetrics(
      n(r.prev_users),
      n(r.prev_user_days),
      n(r.prev_active_days),
      n(r.prev_interactions),
      n(r.prev_logins),
      n(r.prev_exercises),
      n(r.prev_duration),
    ),
  };
}
