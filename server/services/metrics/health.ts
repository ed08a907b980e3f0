// Health metrics (docs/behaviour/10-domain-rules.md#metrics): adherence and attendance as completed / due occurrences,
// completion punctuality and delay. Current and previous period in one aggregate query.
import type { HealthMetrics } from "@shared/api/metrics";
import { ON_TIME_MINUTES } from "@shared/domain/reminders";
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
import { reminderDueCtes } from "./reminder-due";
import { healthRollupQuery } from "./rollup-queries";

type PeriodRow = {
  med_due: number;
  app_due: number;
  med_done: number;
  app_done: number;
  completed: number;
  on_time: number;
  delay: number;
};
type Row = Exposure & { [K in keyof PeriodRow as `cur_${K}` | `prev_${K}`]: PeriodRow[K] };

/**
 * Due occurrences follow shared/domain/reminders.ts (occurrenceOn + computeCompliance): active reminders only;
 * a daily one occurs every local day from the local date of its creation, a once one on its date; an
 * occurrence is due when its local date + reminder_time (municipality time zone) has passed. Each active
 * reminder becomes a range of due local dates per period, [first, last] (empty when last < first), counted
 * with date arithmetic (DST-proof: local dates, never 24 h steps); completions are matched to those ranges.
 * No per-row time-zone conversion on ordinary days: "due today" compares reminder_time with dueCutoff, and only
 * reminders created inside the window need the local date of their creation.
 */
export function healthQuery(subject: MetricsSubject, w: MetricsWindow) {
  const currentFrom = p.date(w.currentFrom);
  const previousFrom = p.date(w.previousFrom);
  const today = p.date(w.today);
  const onTime = sql`${ON_TIME_MINUTES}::int`;
  const done = (type: string, period: "cur" | "prev") =>
    sql`count(*) filter (where rem.type = ${sql.raw(`'${type}'`)}
      and c.occurrence_date between ${sql.raw(`rem.${period}_first and rem.${period}_last`)})::int`;
  return sql`with ${peopleCte(subject, w)}, ${exposureCte(w)}, ${reminderDueCtes(subject, w)},
    comp as (
      select
        count(*) filter (where c.occurrence_date >= ${currentFrom})::int as cur_completed,
        count(*) filter (where c.occurrence_date >= ${currentFrom} and c.minutes_late <= ${onTime})::int
          as cur_on_time,
        coalesce(avg(c.minutes_late) filter (where c.occurrence_date >= ${currentFrom}), 0)::float8 as cur_delay,
        count(*) filter (where c.occurrence_date < ${currentFrom})::int as prev_completed,
        count(*) filter (where c.occurrence_date < ${currentFrom} and c.minutes_late <= ${onTime})::int
          as prev_on_time,
        coalesce(avg(c.minutes_late) filter (where c.occurrence_date < ${currentFrom}), 0)::float8 as prev_delay,
        ${done("medicine", "cur")} as cur_med_done, ${done("appointment", "cur")} as cur_app_done,
        ${done("medicine", "prev")} as prev_med_done, ${done("appointment", "prev")} as prev_app_done
      from reminder_completions c
      join people on people.id = c.user_id
      left join rem on rem.id = c.reminder_id
      where ${scopeOf(subject, "c")} and c.occurrence_date between ${previousFrom} and ${today}
    )
    select * from exposure, rem_due, comp`;
}

function toMetrics(r: Row, period: "cur" | "prev"): HealthMetrics {
  const n = (key: keyof PeriodRow) => Number(r[`${period}_${key}`] ?? 0);
  return {
    medicationAdherence: ratio(n("med_done"), n("med_due")),
    appointmentAttendance: ratio(n("app_done"), n("app_due")),
    onTimeCompletionRate: ratio(n("on_time"), n("completed")),
    totalRemindersCompleted: n("completed"),
    averageDelayMinutes: round(n("delay")),
  };
}

/** `query`: the tests pass the recount (healthQuery of an aggregated subject) as the rollups' oracle. */
export async function computeHealth(
  db: Db,
  subject: MetricsSubject,
  w: MetricsWindow,
  query = subject.kind === "aggregated" ? healthRollupQuery(subject, w) : healthQuery(subject, w),
) {
  const r = await runMetricQuery<Row>(db, query);
  return { exposure: r as Exposure, current: toMetrics(r, "cur"), previous: toMetrics(r, "prev") };
}
