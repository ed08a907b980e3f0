// Test kit for rollups.api.test.ts: the rollups' oracle. Each figure read from the rollups next to the old full
// recount from the source tables: the aggregated metrics, the distinct people with a conversation (gap rollups,
// migration 0011) and both gap tables row by row.
import type { MetricKind, MetricPeriod } from "@shared/api/metrics";
import { addLocalDays, localDate } from "@shared/domain/time";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/types";
import { aiQualityQuery, computeAiQuality } from "../services/metrics/ai-quality";
import { computeEngagement, engagementQuery } from "../services/metrics/engagement";
import { computeHealth, healthQuery } from "../services/metrics/health";
import { chattersBetween, SESSION_GAP_CAP } from "../services/metrics/rollup-queries";
import { type Exposure, type MetricsSubject, metricsWindow, p, rowsOf } from "../services/metrics/window";

const EXPOSURE = ["cur_users", "cur_user_days", "prev_users", "prev_user_days", "inactive_users"];

/** Window lengths checked, each ending today and just before: every metric period plus odd ones. */
const LENGTHS = [1, 7, 30, 45, SESSION_GAP_CAP];
const COUNTS = sql`u.role = 'elderly' and u.status = 'active' and u.personal_consent`;

const timezoneOf = async (db: Db, id: string) =>
  rowsOf<{ tz: string }>(await db.execute(sql`select timezone as tz from municipalities where id = ${id}::uuid`))[0].tz;
const one = async (db: Db, q: SQL) => Number(rowsOf<{ n: number }>(await db.execute(q))[0].n);

/** [window, from the rollup, recounted] for windows ending on `now`'s local day and the ones before them. */
export async function chattersBothWays(db: Db, municipalityId: string, now: Date) {
  const m = p.uuid(municipalityId);
  const tz = await timezoneOf(db, municipalityId);
  const today = localDate(now, tz);
  const out: Array<[string, number, number]> = [];
  for (const length of LENGTHS) {
    const from = addLocalDays(today, -(length - 1));
    for (const [a, b] of [[from, today], [addLocalDays(from, -length), addLocalDays(from, -1)]]) {
      const rollup = await one(db, sql`select ${chattersBetween(p.date(a), p.date(b))} as n
        from municipality_session_gap_days x
        where x.municipality_id = ${m} and x.day between ${p.date(a)} and ${p.date(b)}`);
      const recount = await one(db, sql`select count(distinct c.user_id)::int as n
        from chat_sessions c join users u on u.id = c.user_id
        where c.municipality_id = ${m} and ${COUNTS}
          and (c.created_at at time zone ${p.text(tz)})::date between ${p.date(a)} and ${p.date(b)}`);
      out.push([`${a}..${b}`, rollup, recount]);
    }
  }
  return out;
}

/** Both gap tables and their recount from chat_sessions: per person (everyone), per municipality (who counts). */
export async function gapTablesBothWays(db: Db, municipalityId: string) {
  const m = p.uuid(municipalityId);
  const cap = sql.raw(String(SESSION_GAP_CAP));
  const gaps = sql`gaps as (
    select d.user_id, d.day,
      least(${cap}, coalesce(d.day - lag(d.day) over (partition by d.user_id order by d.day), ${cap})) as gap
    from (
      select distinct c.user_id, (c.created_at at time zone mu.timezone)::date as day
      from chat_sessions c join municipalities mu on mu.id = c.municipality_id
      where c.municipality_id = ${m}
    ) d
  )`;
  const read = async (q: SQL) => rowsOf<Record<string, unknown>>(await db.execute(q));
  return {
    person: await read(sql`select user_id, day::text, gap from session_gap_days
      where municipality_id = ${m} order by 1, 2`),
    personRecount: await read(sql`with ${gaps} select user_id, day::text, gap from gaps order by 1, 2`),
    municipality: await read(sql`select day::text, gap, people from municipality_session_gap_days
      where municipality_id = ${m} and people <> 0 order by 1, 2`),
    municipalityRecount: await read(sql`with ${gaps} select g.day::text, g.gap, count(*)::int as people
      from gaps g join users u on u.id = g.user_id where ${COUNTS} group by 1, 2 order by 1, 2`),
    cap: await one(db, sql`select session_gap_cap() as n`),
  };
}

/**
 * Rows dated after `now` on today's local date: the rollups count a local day whole, the recount stops at
 * `now`. The app never writes such rows (created_at defaults to now()); the model skips those comparisons.
 */
async function hasRowsLaterToday(db: Db, municipalityId: string, now: Date, tz: string) {
  const res = (await db.execute(sql`select 1 from (
      select created_at from assistant_turns where municipality_id = ${municipalityId}::uuid
      union all select created_at from chat_sessions where municipality_id = ${municipalityId}::uuid
      union all select created_at from alerts where municipality_id = ${municipalityId}::uuid
    ) x where x.created_at > ${now.toISOString()}::timestamptz
      and (x.created_at at time zone ${tz})::date = (${now.toISOString()}::timestamptz at time zone ${tz})::date`)) as unknown as {
    rows: unknown[];
  };
  return res.rows.length > 0;
}

/** The figures from the rollups and from the full recount, for one kind, moment and period (null: skipped). */
export async function bothWays(db: Db, municipalityId: string, kind: MetricKind, now: Date, days: MetricPeriod) {
  const tz = await timezoneOf(db, municipalityId);
  const w = metricsWindow(now, tz, days);
  const subject: MetricsSubject = { kind: "aggregated", municipalityId };
  if (kind !== "health" && (await hasRowsLaterToday(db, municipalityId, now, tz))) return null;
  const strip = (r: { exposure: Exposure; current: unknown; previous: unknown }) => ({
    exposure: Object.fromEntries(Object.entries(r.exposure).filter(([k]) => EXPOSURE.includes(k))),
    current: r.current,
    previous: r.previous,
  });
  if (kind === "health") {
    return [strip(await computeHealth(db, subject, w)), strip(await computeHealth(db, subject, w, healthQuery(subject, w)))];
  }
  if (kind === "ai-quality") {
    return [
      strip(await computeAiQuality(db, subject, w)),
      strip(await computeAiQuality(db, subject, w, aiQualityQuery(subject, w))),
    ];
  }
  return [
    strip(await computeEngagement(db, subject, w)),
    strip(await computeEngagement(db, subject, w, engagementQuery(subject, w, "recount"))),
  ];
}
