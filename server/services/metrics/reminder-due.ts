// The due occurrences of medicine and appointment reminders, counted from the reminders themselves: the whole
// count for one person or the recount (health.ts), and, for the rollups (rollup-queries.ts), only the reminders
// that repeat on some weekdays or a day of the month, which the daily rollups leave out (migration 0021).
import { type SQL, sql } from "drizzle-orm";
import { dueCutoff } from "./due-cutoff";
import { type MetricsSubject, type MetricsWindow, p, scopeOf } from "./window";

/**
 * `rem(id, type, weekdays, month_day, cur_first, cur_last, prev_first, prev_last)`: each active reminder as a range
 * of due local dates per period (empty when last < first), and `rem_due(cur_med_due, cur_app_due, prev_med_due,
 * prev_app_due)`. Needs the `people` CTE (window.ts peopleCte). `isOnSomeDaysOnly`: only reminders repeating on
 * some weekdays or a day of the month.
 */
export function reminderDueCtes(subject: MetricsSubject, w: MetricsWindow, { isOnSomeDaysOnly = false } = {}): SQL {
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
  /** The local date the reminder started, or `from` when it started before the period. */
  const startedOr = (from: SQL, fromInstant: Date) =>
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
  const onSomeDays = isOnSomeDaysOnly
    ? sql`and r.reminder_date is null and (r.weekdays is not null or r.month_day is not null)`
    : sql``;
  return sql`rem as not materialized (
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
        and (r.reminder_date is null or r.reminder_date between ${previousFrom} and ${today}) ${onSomeDays}
    ),
    rem_due as (
      select ${sumDue("medicine", "cur")} as cur_med_due, ${sumDue("appointment", "cur")} as cur_app_due,
        ${sumDue("medicine", "prev")} as prev_med_due, ${sumDue("appointment", "prev")} as prev_app_due
      -- OFFSET 0 keeps the subquery from being flattened, so each range is computed once per reminder.
      from (select * from rem offset 0) rem
    )`;
}
