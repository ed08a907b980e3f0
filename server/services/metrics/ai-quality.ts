// AI quality metrics (docs/behaviour/10-domain-rules.md#metrics): saved conversations, assistant latency, exercises and
// health alerts. Current and previous period in one aggregate query.
import { type AiQualityMetrics, EMOTIONAL_STATES } from "@shared/api/metrics";
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
import { aiQualityRollupCtes, alertRollupCte, exposureRollupCte } from "./rollup-queries";

type PeriodRow = {
  sessions: number;
  duration: number;
  messages: number;
  chatters: number;
  emotions: Record<string, number> | string | null;
  latency: number;
  exercises: number;
  alerts: number;
};
type Row = Exposure & { [K in keyof PeriodRow as `cur_${K}` | `prev_${K}`]: PeriodRow[K] };

export function aiQualityQuery(subject: MetricsSubject, w: MetricsWindow) {
  const currentStart = p.instant(w.currentStart);
  const previousStart = p.instant(w.previousStart);
  const now = p.instant(w.now);
  const inWindow = (alias: string) =>
    sql`${sql.raw(alias)}.created_at >= ${previousStart} and ${sql.raw(alias)}.created_at <= ${now}`;
  const cur = (alias: string) => sql`${sql.raw(alias)}.created_at >= ${currentStart}`;
  const prev = (alias: string) => sql`${sql.raw(alias)}.created_at < ${currentStart}`;
  // Saved sessions grouped by period, emotional state and person (one scan): totals, averages, the
  // distribution and the people with at least one session all come from these few groups.
  const sum = (column: string, current: boolean) =>
    sql.raw(`sum(${column}) filter (where ${current ? "" : "not "}is_current)`);
  const mean = (column: string, current: boolean) =>
    sql`coalesce(${sum(column, current)}::float8 / nullif(${sum("n", current)}, 0), 0)::float8`;
  return sql`with ${peopleCte(subject, w)}, ${exposureCte(w)},
    chat_groups as materialized (
      select ${cur("c")} as is_current, c.emotional_state as state, c.user_id,
        count(*) as n, sum(c.duration) as duration, sum(c.message_count) as messages
      from chat_sessions c
      join people on people.id = c.user_id
      where ${scopeOf(subject, "c")} and ${inWindow("c")}
      group by 1, 2, 3
    ),
    chats as (
      select
        coalesce(${sum("n", true)}, 0)::int as cur_sessions,
        ${mean("duration", true)} as cur_duration,
        ${mean("messages", true)} as cur_messages,
        count(distinct user_id) filter (where is_current)::int as cur_chatters,
        coalesce(${sum("n", false)}, 0)::int as prev_sessions,
        ${mean("duration", false)} as prev_duration,
        ${mean("messages", false)} as prev_messages,
        count(distinct user_id) filter (where not is_current)::int as prev_chatters
      from chat_groups
    ),
    emotions as (
      select
        coalesce(jsonb_object_agg(state, n) filter (where is_current), '{}'::jsonb) as cur_emotions,
        coalesce(jsonb_object_agg(state, n) filter (where not is_current), '{}'::jsonb) as prev_emotions
      from (select is_current, state, sum(n)::int as n from chat_groups group by 1, 2) e
    ),
    turns as (
      select
        coalesce(avg(t.latency_ms) filter (where ${cur("t")}), 0)::float8 as cur_latency,
        coalesce(avg(t.latency_ms) filter (where ${prev("t")}), 0)::float8 as prev_latency
      from assistant_turns t
      join people on people.id = t.user_id
      where ${scopeOf(subject, "t")} and ${inWindow("t")}
    ),
    ${exercisesCte(subject, w)}, ${alertsCte(subject, w)}
    select * from exposure, chats, emotions, turns, exercises, health_alerts`;
}

/** Aggregated: conversations and latency from the daily rollups (rollup-queries.ts). */
export function aiQualityRollupQuery(subject: MetricsSubject & { kind: "aggregated" }, w: MetricsWindow) {
  return sql`with ${exposureRollupCte(subject, w)}, ${aiQualityRollupCtes(subject, w)},
    ${exercisesCte(subject, w, "municipality_activity_days")}, ${alertRollupCte(subject, w)}
    select * from exposure, chats, chatters, emotions, turns, exercises, health_alerts`;
}

/** Exercises from activity_days (per person) or, aggregated, its municipality totals. */
function exercisesCte(
  subject: MetricsSubject,
  w: MetricsWindow,
  days: "activity_days" | "municipality_activity_days" = "activity_days",
) {
  return sql`exercises as (
      select
        coalesce(sum(d.exercises) filter (where d.day >= ${p.date(w.currentFrom)}), 0)::int as cur_exercises,
        coalesce(sum(d.exercises) filter (where d.day < ${p.date(w.currentFrom)}), 0)::int as prev_exercises
      from ${sql.raw(days)} d
      ${days === "activity_days" ? sql`join people on people.id = d.user_id` : sql``}
      where ${scopeOf(subject, "d")} and d.day between ${p.date(w.previousFrom)} and ${p.date(w.today)}
        and d.exercises > 0
    )`;
}

/** Health alerts of the people counted, from the alerts themselves (aggregated: alertRollupCte). */
function alertsCte(subject: MetricsSubject, w: MetricsWindow) {
  const currentStart = p.instant(w.currentStart);
  const inWindow = sql`al.created_at >= ${p.instant(w.previousStart)} and al.created_at <= ${p.instant(w.now)}`;
  return sql`health_alerts as (
      select
        count(*) filter (where al.created_at >= ${currentStart})::int as cur_alerts,
        count(*) filter (where al.created_at < ${currentStart})::int as prev_alerts
      from alerts al
      join people on people.id = al.user_id
      where ${scopeOf(subject, "al")} and al.type = 'health' and ${inWindow}
    )`;
}

function distribution(value: PeriodRow["emotions"]): Record<string, number> {
  const parsed = typeof value === "string" ? (JSON.parse(value) as Record<string, number>) : (value ?? {});
  const out: Record<string, number> = Object.fromEntries(EMOTIONAL_STATES.map((s) => [s, 0]));
  for (const [state, n] of Object.entries(parsed)) out[state] = Number(n);
  return out;
}

function toMetrics(r: Row, period: "cur" | "prev"): AiQualityMetrics {
  const n = (key: Exclude<keyof PeriodRow, "emotions">) => Number(r[`${period}_${key}`] ?? 0);
  return {
    totalAISessions: n("sessions"),
    averageSessionDuration: round(n("duration")),
    cognitiveExercisesCompleted: n("exercises"),
    alertsGenerated: n("alerts"),
    emotionalStateDistribution: distribution(r[`${period}_emotions`]),
    engagementRate: ratio(n("chatters"), Number(r[`${period}_users`] ?? 0)),
    averageMessagesPerSession: round(n("messages")),
    averageResponseTime: round(n("latency"), 0),
  };
}

/** `query`: the tests pass the recount (aiQualityQuery of an aggregated subject) as the rollups' oracle. */
export async function computeAiQuality(
  db: Db,
  subject: MetricsSubject,
  w: MetricsWindow,
  query = subject.kind === "aggregated" ? aiQualityRollupQuery(subject, w) : aiQualityQuery(subject, w),
) {
  const r = await runMetricQuery<Row>(db, query);
  return { exposure: r as Exposure, current: toMetrics(r, "cur"), previous: toMetrics(r, "prev") };
}
