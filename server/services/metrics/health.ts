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
import { dueCutoff } from "./due-cutoff";
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
  const tz = p.text(w.timezone);
  const today = p.date(w.today);
  const currentFrom = p.date(w.currentFrom);
  const previousFrom = p.date(w.previousFrom);
  const previousTo = p.date(w.previousTo);
  const cutoff = dueCutoff(w);
  const now = p.instant(w.now);
  /** Today's occurrence of the reminder is due at `now`. */
  const isDueToday =
    cutoff === undefined
      ? sql`((${today} + r.reminder_time::time) at time zone ${tz}) <= ${now}`
      : sql`r.reminder_time::time <= ${cutoff}::time`;
  const onTime = sql`${ON_TIME_MINUTES}::int`;
  /** The local date the reminder started, or `from` when it started before the period. */
  const startedOr = (from: ReturnType<typeof sql>, fromInstant: Date) =>
    sql`case when r.created_at < ${p.instant(fromInstant)} then ${from} else (r.created_at at time zone ${tz})::date end`;
  // A reminder repeating on some weekdays or a day of the month counts only the matching days of its range
  // (shared/domain/reminder-repeat.ts repeatsOn); isodow is 1 Monday … 7 Sunday, as stored.
  const sumDue = (type: string, period: "cur" | "prev") => {
    const [first, last] = [sql.raw(`${period}_first`), sql.raw(`${period}_last`)];
    return sql`coalesce(sum(case when weekdays is null and month_day is null
        then greatest(0, ${last} - ${first} + 1)
        else (select count(*) from generate_series(${first}::timestamp, ${last}::timestamp, interval '1 day') d
          where (weekdays is null or extract(isodow from d)::smallint = any(weekdays))
            and (month_day is null or extract(day from d)::smallint = month_day)) end)
      filter (where type = ${sql.raw(`'${type}'`)}), 0)::int`;
  };
  const done = (type: string, period: "cur" | "prev") =>
    sql`count(*) filter (where rem.type = ${sql.raw(`'${type}'`)}
      and c.occurrence_date between ${sql.raw(`rem.${period}_first and rem.${period}_last`)})::int`;
  return sql`with ${peopleCte(subject, w)}, ${exposureCte(w)},
    rem as not materialized (
      select r.id, r.type, r.weekdays, r.month_day,
        case when r.reminder_date is null then ${startedOr(currentFrom, w.currentStart)} else r.reminder_date end
          as cur_first,
        case
          when r.reminder_date is null then
            case when ${isDueToday} then ${today} else ${today} - 1 end
          when r.reminder_date >= ${currentFrom} and r.reminder_date < ${today} then r.reminder_date
          when r.reminder_date = ${today} and ${isDueToday} then r.reminder_date
        end as cur_last,
        case when r.reminder_date is null then ${startedOr(previousFrom, w.previousStart)} else r.reminder_date end
          as prev_first,
        case
          when r.reminder_date is null then ${previousTo}
          when r.reminder_date between ${previousFrom} and ${previousTo} then r.reminder_date
        end as prev_last
      from reminders r
      join people on people.id = r.user_id
      where ${scopeOf(subject, "r")} and r.is_active and r.type in ('medicine', 'appointment')
        and (r.reminder_date is null or r.reminder_date between ${previousFrom} and ${today})
    ),
    due as (
      select ${sumDue("medicine", "cur")} as cur_med_due, ${sumDue("appointment", "cur")} as cur_app_due,
        ${sumDue("medicine", "prev")} as prev_med_due, ${sumDue("appointment", "prev")} as prev_app_due
      -- OFFSET 0 keeps the subquery from being flattened, so each range is computed once per reminder.
      from (select * from rem offset 0) rem
    ),
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
    select * from exposure, due, comp`;
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
