// The metrics period, the people it covers and the SQL fragments every metric query shares.
import type { MetricPeriod, MetricsPeriodInfo } from "@shared/api/metrics";
import { ALERT_AFTER_MS } from "@shared/domain/status";
import { addLocalDays, localDate, startOfLocalDay } from "@shared/domain/time";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/types";

/**
 * Current period: the last `days` local days including today, from local midnight of `currentFrom` to `now`.
 * Previous period: the `days` whole local days before it.
 */
export type MetricsWindow = {
  days: MetricPeriod;
  timezone: string;
  now: Date;
  today: string;
  currentFrom: string;
  previousFrom: string;
  previousTo: string;
  /** Local midnight of currentFrom / previousFrom, as instants. */
  currentStart: Date;
  previousStart: Date;
};

export function metricsWindow(now: Date, timezone: string, days: MetricPeriod): MetricsWindow {
  const today = localDate(now, timezone);
  const currentFrom = addLocalDays(today, -(days - 1));
  const previousFrom = addLocalDays(currentFrom, -days);
  return {
    days,
    timezone,
    now,
    today,
    currentFrom,
    previousFrom,
    previousTo: addLocalDays(currentFrom, -1),
    currentStart: startOfLocalDay(currentFrom, timezone),
    previousStart: startOfLocalDay(previousFrom, timezone),
  };
}

/** Whose metrics: the professional's consented people, or one (already authorised) person. */
export type MetricsSubject =
  | { kind: "aggregated"; municipalityId: string }
  | { kind: "user"; municipalityId: string; userId: string };

/** Typed parameters, so both drivers send them the same way. */
export const p = {
  date: (value: string) => sql`${value}::date`,
  instant: (value: Date) => sql`${value.toISOString()}::timestamptz`,
  text: (value: string) => sql`${value}::text`,
  uuid: (value: string) => sql`${value}::uuid`,
};

/** The end of the window's local today: people count from the local day their account was created, whole. */
export const endOfToday = (w: MetricsWindow) => startOfLocalDay(addLocalDays(w.today, 1), w.timezone);

/**
 * `people(id, last_activity, joined)`: who is counted, with the local date their account was created.
 * Aggregated: role elderly, active, personalConsent === true, in the municipality (users_municipality_role_idx).
 * Counted by local day like every rollup (municipality_people_days): an account created later today than `now`,
 * which only a clock set in the past can see, already counts.
 */
export function peopleCte(subject: MetricsSubject, w: MetricsWindow): SQL {
  const who =
    subject.kind === "user"
      ? sql`u.id = ${p.uuid(subject.userId)}`
      : sql`u.role = 'elderly' and u.status = 'active' and u.personal_consent = true`;
  return sql`people as not materialized (
    select u.id, u.last_activity, (u.created_at at time zone ${p.text(w.timezone)})::date as joined
    from users u
    where u.municipality_id = ${p.uuid(subject.municipalityId)} and ${who}
      and u.created_at < ${p.instant(endOfToday(w))}
  )`;
}

/**
 * `exposure(cur_users, cur_user_days, prev_users, prev_user_days, inactive_users)`: people counted in each period,
 * the sum of the days of the period on which their account existed, and how many of them have had no activity
 * for over 48 h now (docs/behaviour/04-states.md 'Alerta'; the executive summary reads it).
 */
export function exposureCte(w: MetricsWindow): SQL {
  const inactiveSince = new Date(w.now.getTime() - ALERT_AFTER_MS);
  const today = p.date(w.today);
  const currentFrom = p.date(w.currentFrom);
  const previousFrom = p.date(w.previousFrom);
  const previousTo = p.date(w.previousTo);
  return sql`exposure as (
    select
      count(*) filter (where joined <= ${today})::int as cur_users,
      coalesce(sum(greatest(0, ${today} - greatest(${currentFrom}, joined) + 1)), 0)::int as cur_user_days,
      count(*) filter (where joined <= ${previousTo})::int as prev_users,
      coalesce(sum(greatest(0, ${previousTo} - greatest(${previousFrom}, joined) + 1)), 0)::int as prev_user_days,
      count(*) filter (where last_activity is null or last_activity < ${p.instant(inactiveSince)})::int
        as inactive_users
    from people
  )`;
}

/**
 * The scope condition on a table with user_id and municipality_id: one person goes through the
 * (user_id, ...) indexes; the aggregate filters by tenant and joins `people`.
 */
export function scopeOf(subject: MetricsSubject, alias: string): SQL {
  const t = sql.raw(alias);
  return subject.kind === "user"
    ? sql`${t}.user_id = ${p.uuid(subject.userId)}`
    : sql`${t}.municipality_id = ${p.uuid(subject.municipalityId)}`;
}

export type Exposure = {
  cur_users: number;
  cur_user_days: number;
  prev_users: number;
  prev_user_days: number;
  inactive_users: number;
};

export function periodInfo(w: MetricsWindow, e: Exposure): { current: MetricsPeriodInfo; previous: MetricsPeriodInfo } {
  return {
    current: { from: w.currentFrom, to: w.today, users: Number(e.cur_users), userDays: Number(e.cur_user_days) },
    previous: {
      from: w.previousFrom,
      to: w.previousTo,
      users: Number(e.prev_users),
      userDays: Number(e.prev_user_days),
    },
  };
}

/** numerator / denominator, 0 when the denominator is 0, rounded. */
export function ratio(numerator: number, denominator: number, decimals = 4): number {
  return denominator > 0 ? round(numerator / denominator, decimals) : 0;
}

export function round(value: number | null | undefined, decimals = 2): number {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n)) return 0;
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
}

/**
 * Runs one metric query in its own transaction with settings for a single big aggregate: no JIT (compiling
 * costs 50-80 ms per query, more than it saves here) and enough work_mem for the grouping to stay in memory.
 * Returns the single row.
 */
export async function runMetricQuery<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await withMetricSettings(db, async (tx) => rowsOf<T>(await tx.execute(query)));
  return row;
}

export function withMetricSettings<T>(db: Db, work: (tx: Pick<Db, "execute">) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    return work(tx);
  });
}

/** Rows of a raw query, whatever the driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
