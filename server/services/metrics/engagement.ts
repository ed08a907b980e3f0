// Engagement metrics (docs/behaviour/10-domain-rules.md#metrics), current and previous period in one aggregate query.
import type { EngagementMetrics } from "@shared/api/metrics";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import {
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
import { exposureRollupCte } from "./rollup-queries";

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
 * Activity figures come from `activity_days` (one row per person and active local day, kept exact by triggers
 * on `activities`): active person-days are its rows, interactions, logins and exercises its sums. The aggregate
 * reads the municipality's rows of both periods from activity_days_municipality_day_idx (index-only); one
 * person reads theirs through the primary key (user_id, day).
 */
export function engagementQuery(subject: MetricsSubject, w: MetricsWindow, source: "rollups" | "recount" = "rollups") {
  const currentStart = p.instant(w.currentStart);
  const previousStart = p.instant(w.previousStart);
  const now = p.instant(w.now);
  const currentFrom = p.date(w.currentFrom);
  const cur = sql`d.day >= ${currentFrom}`;
  const prev = sql`d.day < ${currentFrom}`;
  const sourceAct = sql`
      select
        count(*) filter (where ${cur})::int as cur_active_days,
        coalesce(sum(d.activities) filter (where ${cur}), 0)::int as cur_interactions,
        coalesce(sum(d.logins) filter (where ${cur}), 0)::int as cur_logins,
        coalesce(sum(d.exercises) filter (where ${cur}), 0)::int as cur_exercises,
        count(*) filter (where ${prev})::int as prev_active_days,
        coalesce(sum(d.activities) filter (where ${prev}), 0)::int as prev_interactions,
        coalesce(sum(d.logins) filter (where ${prev}), 0)::int as prev_logins,
        coalesce(sum(d.exercises) filter (where ${prev}), 0)::int as prev_exercises
      from activity_days d
      join people on people.id = d.user_id
      where ${scopeOf(subject, "d")} and d.day between ${p.date(w.previousFrom)} and ${p.date(w.today)}
    `;
  // Aggregated: the municipality's daily activity totals (people who count now), ~one row per day.
  const rollupAct = sql`
      select
        coalesce(sum(d.active_days) filter (where ${cur}), 0)::int as cur_active_days,
        coalesce(sum(d.activities) filter (where ${cur}), 0)::int as cur_interactions,
        coalesce(sum(d.logins) filter (where ${cur}), 0)::int as cur_logins,
        coalesce(sum(d.exercises) filter (where ${cur}), 0)::int as cur_exercises,
        coalesce(sum(d.active_days) filter (where ${prev}), 0)::int as prev_active_days,
        coalesce(sum(d.activities) filter (where ${prev}), 0)::int as prev_interactions,
        coalesce(sum(d.logins) filter (where ${prev}), 0)::int as prev_logins,
        coalesce(sum(d.exercises) filter (where ${prev}), 0)::int as prev_exercises
      from municipality_activity_days d
      where d.municipality_id = ${p.uuid(subject.municipalityId)}
        and d.day between ${p.date(w.previousFrom)} and ${p.date(w.today)}`;
  const sourceChats = sql`
      select
        coalesce(avg(c.duration) filter (where c.created_at >= ${currentStart}), 0)::float8 as cur_duration,
        coalesce(avg(c.duration) filter (where c.created_at < ${currentStart}), 0)::float8 as prev_duration
      from chat_sessions c
      join people on people.id = c.user_id
      where ${scopeOf(subject, "c")} and c.created_at >= ${previousStart} and c.created_at <= ${now}`;
  // Aggregated: the municipality's daily conversation totals (people who count now), not every session.
  const mean = (where: ReturnType<typeof sql>) =>
    sql`coalesce(sum(x.duration) filter (where ${where})::float8 / nullif(sum(x.sessions) filter (where ${where}), 0), 0)::float8`;
  const rollupChats = sql`
      select ${mean(sql`x.day >= ${currentFrom}`)} as cur_duration, ${mean(sql`x.day < ${currentFrom}`)} as prev_duration
      from municipality_session_days x
      where x.municipality_id = ${p.uuid(subject.municipalityId)}
        and x.day between ${p.date(w.previousFrom)} and ${p.date(w.today)}`;
  if (subject.kind === "aggregated" && source === "rollups") {
    return sql`with ${exposureRollupCte(subject, w)}, act as (${rollupAct}), chats as (${rollupChats})
      select * from exposure, act, chats`;
  }
  return sql`with ${peopleCte(subject, w)}, ${exposureCte(w)}, act as (${sourceAct}), chats as (${sourceChats})
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

/** `query`: the tests pass the recount (engagementQuery(..., "recount")) as the rollups' oracle. */
export async function computeEngagement(
  db: Db,
  subject: MetricsSubject,
  w: MetricsWindow,
  query = engagementQuery(subject, w),
) {
  const r = await runMetricQuery<Row>(db, query);
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
