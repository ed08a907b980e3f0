// Aggregated health and AI-quality figures read from the per-municipality daily rollups (migration
// metric_days_triggers): a few rows per day of the window, whatever the number of people. The per-person
// queries (health.ts, ai-quality.ts) stay on the source tables, which a person's indexes read quickly.
import { ALERT_AFTER_MS } from "@shared/domain/status";
import { type SQL, sql } from "drizzle-orm";
import { dueCutoff } from "./due-cutoff";
import { reminderDueCtes } from "./reminder-due";
import { endOfToday, type MetricsWindow, p, peopleCte } from "./window";

type Aggregated = { kind: "aggregated"; municipalityId: string };

/**
 * exposureCte's columns without a row per person: people and person-days from municipality_people_days (one row
 * per join date), and the inactive ones counted on users_counting_last_activity_idx, index-only (two counts, so
 * that neither needs the heap: an OR of the null and the range would be a bitmap scan).
 */
export function exposureRollupCte(subject: Aggregated, w: MetricsWindow): SQL {
  const m = p.uuid(subject.municipalityId);
  const today = p.date(w.today);
  const currentFrom = p.date(w.currentFrom);
  const previousFrom = p.date(w.previousFrom);
  const previousTo = p.date(w.previousTo);
  const counting = sql`u.municipality_id = ${m} and u.role = 'elderly' and u.status = 'active' and u.personal_consent
    and u.created_at < ${p.instant(endOfToday(w))}`;
  const inactiveSince = p.instant(new Date(w.now.getTime() - ALERT_AFTER_MS));
  return sql`exposure as (
    select
      coalesce(sum(x.people), 0)::int as cur_users,
      coalesce(sum(x.people::bigint * greatest(0, ${today} - greatest(${currentFrom}, x.day) + 1)), 0)::int
        as cur_user_days,
      coalesce(sum(x.people) filter (where x.day <= ${previousTo}), 0)::int as prev_users,
      coalesce(sum(x.people::bigint * greatest(0, ${previousTo} - greatest(${previousFrom}, x.day) + 1)), 0)::int
        as prev_user_days,
      ((select count(*) from users u where ${counting} and u.last_activity < ${inactiveSince})
        + (select count(*) from users u where ${counting} and u.last_activity is null))::int as inactive_users
    from municipality_people_days x
    where x.municipality_id = ${m} and x.day <= ${today}
  )`;
}

/** Health alerts per period from municipality_alert_days (AI quality's alertsGenerated). */
export function alertRollupCte(subject: Aggregated, w: MetricsWindow): SQL {
  const currentFrom = p.date(w.currentFrom);
  return sql`health_alerts as (
    select
      coalesce(sum(x.alerts) filter (where x.day >= ${currentFrom}), 0)::int as cur_alerts,
      coalesce(sum(x.alerts) filter (where x.day < ${currentFrom}), 0)::int as prev_alerts
    from municipality_alert_days x
    where x.municipality_id = ${p.uuid(subject.municipalityId)}
      and x.day between ${p.date(w.previousFrom)} and ${p.date(w.today)}
  )`;
}

/** Today's occurrence at time `x.reminder_time` is due at `now` (DST-change days: converted per time). */
function dueToday(w: MetricsWindow): SQL {
  const cutoff = dueCutoff(w);
  if (cutoff === undefined) {
    return sql`((${p.date(w.today)} + x.reminder_time::time) at time zone ${p.text(w.timezone)}) <= ${p.instant(w.now)}`;
  }
  return cutoff === null ? sql`false` : sql`x.reminder_time::time <= ${cutoff}::time`;
}

/**
 * Due occurrences as in healthQuery: a daily reminder that started on day s is due on every day of
 * [max(from, s), last], where last is today when its time has passed and yesterday otherwise; a one-off on its
 * date. Completions "done" are already matched to their reminder's range by the triggers; today's only count
 * once due. The triggers write ON_TIME_MINUTES (30) into on_time; the oracle tests keep both in step.
 */
export function healthRollupQuery(subject: Aggregated, w: MetricsWindow): SQL {
  const m = p.uuid(subject.municipalityId);
  const today = p.date(w.today);
  const currentFrom = p.date(w.currentFrom);
  const previousFrom = p.date(w.previousFrom);
  const previousTo = p.date(w.previousTo);
  const due = dueToday(w);
  const inCurrent = sql`(x.day >= ${currentFrom} and (x.day < ${today} or (x.day = ${today} and ${due})))`;
  const inPrevious = sql`(x.day between ${previousFrom} and ${previousTo})`;
  const curLast = sql`(case when ${due} then ${today} else ${today} - 1 end)`;
  const sums = (kind: "med" | "app") => {
    const daily = sql.raw(`x.${kind}_daily`);
    const once = sql.raw(`x.${kind}_once`);
    const done = sql.raw(`x.${kind}_done`);
    return sql`
      coalesce(sum(${daily}::bigint * greatest(0, ${curLast} - greatest(${currentFrom}, x.day) + 1)), 0)
        + coalesce(sum(${once}) filter (where ${inCurrent}), 0) as ${sql.raw(`cur_${kind}_due`)},
      coalesce(sum(${daily}::bigint * greatest(0, ${previousTo} - greatest(${previousFrom}, x.day) + 1)), 0)
        + coalesce(sum(${once}) filter (where ${inPrevious}), 0) as ${sql.raw(`prev_${kind}_due`)},
      coalesce(sum(${done}) filter (where ${inCurrent}), 0) as ${sql.raw(`cur_${kind}_done`)},
      coalesce(sum(${done}) filter (where ${inPrevious}), 0) as ${sql.raw(`prev_${kind}_done`)}`;
  };
  const period = (name: "cur" | "prev", where: SQL) => sql`
    coalesce(sum(x.completed) filter (where ${where}), 0) as ${sql.raw(`${name}_completed`)},
    coalesce(sum(x.on_time) filter (where ${where}), 0) as ${sql.raw(`${name}_on_time`)},
    coalesce(sum(x.late_minutes) filter (where ${where})::float8
      / nullif(sum(x.completed) filter (where ${where}), 0), 0)::float8 as ${sql.raw(`${name}_delay`)}`;
  // Reminders on some weekdays or a day of the month have no daily count in the rollups: their due days are
  // counted from the reminders themselves (reminder-due.ts) and added.
  const plus = (column: string) => sql`(d.${sql.raw(column)} + r.${sql.raw(column)})::int as ${sql.raw(column)}`;
  return sql`with ${exposureRollupCte(subject, w)}, ${peopleCte(subject, w)},
    ${reminderDueCtes(subject, w, { isOnSomeDaysOnly: true })},
    rollup_due as (
      select ${sums("med")}, ${sums("app")}
      from municipality_reminder_days x
      where x.municipality_id = ${m} and x.day <= ${today}
    ),
    due as (
      select ${plus("cur_med_due")}, ${plus("prev_med_due")}, ${plus("cur_app_due")}, ${plus("prev_app_due")},
        d.cur_med_done, d.prev_med_done, d.cur_app_done, d.prev_app_done
      from rollup_due d, rem_due r
    ),
    comp as (
      select ${period("cur", sql`x.day >= ${currentFrom}`)}, ${period("prev", sql`x.day < ${currentFrom}`)}
      from municipality_completion_days x
      where x.municipality_id = ${m} and x.day between ${previousFrom} and ${today}
    )
    select * from exposure, due, comp`;
}

/** Migration 0011 caps each person-day's gap at this many days: no window read may be longer. */
export const SESSION_GAP_CAP = 90;

/**
 * People who count now with a conversation in [from, to] (at most SESSION_GAP_CAP days), over rows `x` of
 * municipality_session_gap_days: each person counts once, on their first conversation day d there, the one whose
 * gap since their previous conversation is > d - from. Distinct people are not additive over days; this is.
 */
export function chattersBetween(from: SQL, to: SQL): SQL {
  const first = sql`x.day between ${from} and ${to} and x.gap > x.day - ${from}`;
  return sql`coalesce(sum(x.people) filter (where ${first}), 0)::int`;
}

/** Saved conversations, emotional states and assistant latency per period from the rollups. */
export function aiQualityRollupCtes(subject: Aggregated, w: MetricsWindow): SQL {
  const m = p.uuid(subject.municipalityId);
  const currentFrom = p.date(w.currentFrom);
  const inWindow = sql`x.day between ${p.date(w.previousFrom)} and ${p.date(w.today)}`;
  if (w.days > SESSION_GAP_CAP) throw new Error(`Periodo de ${w.days} días: más que el tope de huecos`);
  const sum = (column: string, current: boolean) =>
    sql.raw(`sum(x.${column}) filter (where ${current ? "" : "not "}x.is_current)`);
  const mean = (column: string, current: boolean) =>
    sql`coalesce(${sum(column, current)}::float8 / nullif(${sum("sessions", current)}, 0), 0)::float8`;
  return sql`session_groups as materialized (
      select x.day >= ${currentFrom} as is_current, x.emotional_state as state, sum(x.sessions) as sessions,
        sum(x.duration) as duration, sum(x.messages) as messages
      from municipality_session_days x
      where x.municipality_id = ${m} and ${inWindow}
      group by 1, 2
    ),
    chats as (
      select
        coalesce(${sum("sessions", true)}, 0)::int as cur_sessions,
        ${mean("duration", true)} as cur_duration,
        ${mean("messages", true)} as cur_messages,
        coalesce(${sum("sessions", false)}, 0)::int as prev_sessions,
        ${mean("duration", false)} as prev_duration,
        ${mean("messages", false)} as prev_messages
      from session_groups x
    ),
    chatters as (
      select ${chattersBetween(currentFrom, p.date(w.today))} as cur_chatters,
        ${chattersBetween(p.date(w.previousFrom), p.date(w.previousTo))} as prev_chatters
      from municipality_session_gap_days x
      where x.municipality_id = ${m} and ${inWindow}
    ),
    emotions as (
      select
        coalesce(jsonb_object_agg(state, sessions) filter (where is_current and sessions <> 0), '{}'::jsonb)
          as cur_emotions,
        coalesce(jsonb_object_agg(state, sessions) filter (where not is_current and sessions <> 0), '{}'::jsonb)
          as prev_emotions
      from session_groups
    ),
    turns as (
      select
        coalesce(sum(x.latency_ms) filter (where x.day >= ${currentFrom})::float8
          / nullif(sum(x.turns) filter (where x.day >= ${currentFrom}), 0), 0)::float8 as cur_latency,
        coalesce(sum(x.latency_ms) filter (where x.day < ${currentFrom})::float8
          / nullif(sum(x.turns) filter (where x.day < ${currentFrom}), 0), 0)::float8 as prev_latency
      from municipality_turn_days x
      where x.municipality_id = ${m} and ${inWindow}
    )`;
}
