// Response times (docs/behaviour/10-domain-rules.md#response-times): how fast staff acknowledged ('La atiendo') and
// attended ('Atendida') the help requests and critical health alerts raised in the period, against the
// municipality's targets. Counted, ranked and split per professional in SQL; Node only shapes the rows.
import type { MetricPeriod } from "@shared/api/metrics";
import type { ResponseMetrics, ResponseStep } from "@shared/api/response-metrics";
import { alertOutcomes, type AlertOutcome } from "@shared/domain/enums";
import { fullName } from "@shared/domain/names";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import {
  type MetricsSubject,
  type MetricsWindow,
  metricsWindow,
  p,
  peopleCte,
  ratio,
  round,
  rowsOf,
  scopeOf,
  withMetricSettings,
} from "./window";

type StepRow = {
  step: "ack" | "attend";
  by: string | null;
  is_total: number;
  count: number;
  median: number | null;
  p90: number | null;
  within: number;
  decided: number;
  first_name: string | null;
  last_name: string | null;
};
type TallyRow = { outcome: AlertOutcome | null; is_open: boolean; n: number };
type TargetRow = { ack_t: number; att_t: number };

/**
 * `r`: the requests raised in the period. Acknowledged is 'La atiendo', or 'Atendida' when staff attended without
 * pressing it first (the request was answered then, by whoever attended it).
 */
function requestsCte(subject: MetricsSubject, w: MetricsWindow): SQL {
  const now = p.instant(w.now);
  return sql`${peopleCte(subject, w)},
    r as not materialized (
      select a.outcome, a.dismissed_at is null as is_open,
        extract(epoch from coalesce(a.acknowledged_at, a.dismissed_at) - a.created_at)::float8 as ack_s,
        extract(epoch from a.dismissed_at - a.created_at)::float8 as att_s,
        case when a.acknowledged_at is not null then a.acknowledged_by else a.dismissed_by end as ack_by,
        a.dismissed_by as att_by,
        extract(epoch from ${now} - a.created_at)::float8 as age_s
      from alerts a
      join people on people.id = a.user_id
      where ${scopeOf(subject, "a")}
        and a.created_at >= ${p.instant(w.currentStart)} and a.created_at <= ${now}
        and (a.type = 'help' or (a.type = 'health' and a.severity = 'critical'))
    )`;
}

/**
 * Each step overall and per professional (grouping sets). A request still waiting counts against the target
 * once the target has passed (`decided`), not before: a request raised a moment ago is no miss yet.
 */
function stepsQuery(subject: MetricsSubject, w: MetricsWindow): SQL {
  return sql`with ${requestsCte(subject, w)},
    t as (
      select ack_target_seconds::float8 as ack_t, attend_target_seconds::float8 as att_t
      from municipalities where id = ${p.uuid(subject.municipalityId)}
    ),
    steps as (
      select 'ack'::text as step, r.ack_by as by, r.ack_s as s, t.ack_t as target, r.age_s from r cross join t
      union all
      select 'attend'::text, r.att_by, r.att_s, t.att_t, r.age_s from r cross join t
    ),
    g as (
      select step, by, grouping(by)::int as is_total, count(s)::int as count,
        percentile_cont(0.5) within group (order by s) as median,
        percentile_cont(0.9) within group (order by s) as p90,
        count(*) filter (where s <= target)::int as within,
        count(*) filter (where s is not null or age_s > target)::int as decided
      from steps
      group by grouping sets ((step), (step, by))
    )
    select g.*, u.first_name, u.last_name from g left join users u on u.id = g.by`;
}

function tallyQuery(subject: MetricsSubject, w: MetricsWindow): SQL {
  return sql`with ${requestsCte(subject, w)}
    select outcome, is_open, count(*)::int as n from r group by outcome, is_open`;
}

const EMPTY_STEP: ResponseStep = {
  count: 0,
  medianSeconds: null,
  p90Seconds: null,
  withinTarget: 0,
  decided: 0,
  withinTargetRate: null,
};

function toStep(row: StepRow | undefined, isPerProfessional = false): ResponseStep {
  if (!row) return EMPTY_STEP;
  // A professional's own figures cover only what they answered.
  const decided = isPerProfessional ? Number(row.count) : Number(row.decided);
  const seconds = (value: number | null) => (value === null ? null : round(value, 1));
  return {
    count: Number(row.count),
    medianSeconds: seconds(row.median),
    p90Seconds: seconds(row.p90),
    withinTarget: Number(row.within),
    decided,
    withinTargetRate: decided > 0 ? ratio(Number(row.within), decided) : null,
  };
}

function byProfessional(rows: StepRow[]): ResponseMetrics["byProfessional"] {
  const people = new Map<string, { row: StepRow; ack?: StepRow; attend?: StepRow }>();
  for (const row of rows) {
    if (row.is_total || Number(row.count) === 0) continue;
    const key = row.by ?? "";
    const entry = people.get(key) ?? { row };
    entry[row.step === "ack" ? "ack" : "attend"] = row;
    people.set(key, entry);
  }
  return [...people.values()]
    .map(({ row, ack, attend }) => ({
      professionalId: row.by,
      name: row.first_name !== null ? fullName({ firstName: row.first_name, lastName: row.last_name }) : "Cuenta borrada",
      acknowledge: toStep(ack, true),
      attend: toStep(attend, true),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "es"));
}

export async function getResponseMetrics(
  db: Db,
  subject: MetricsSubject,
  opts: { days: MetricPeriod; now: Date; timezone: string },
): Promise<ResponseMetrics> {
  const w = metricsWindow(opts.now, opts.timezone, opts.days);
  const { steps, tally, targets } = await withMetricSettings(db, async (tx) => ({
    steps: rowsOf<StepRow>(await tx.execute(stepsQuery(subject, w))),
    tally: rowsOf<TallyRow>(await tx.execute(tallyQuery(subject, w))),
    targets: rowsOf<TargetRow>(
      await tx.execute(sql`select ack_target_seconds as ack_t, attend_target_seconds as att_t
        from municipalities where id = ${p.uuid(subject.municipalityId)}`),
    )[0],
  }));
  const total = (step: StepRow["step"]) => steps.find((row) => row.is_total && row.step === step);
  const outcomes = Object.fromEntries(alertOutcomes.map((o) => [o, 0])) as Record<AlertOutcome, number>;
  let raised = 0;
  let open = 0;
  let withoutOutcome = 0;
  for (const { outcome, is_open: isOpen, n } of tally) {
    const count = Number(n);
    raised += count;
    if (isOpen) open += count;
    else if (outcome && outcome in outcomes) outcomes[outcome] += count;
    else withoutOutcome += count;
  }
  return {
    scope: subject.kind,
    userId: subject.kind === "user" ? subject.userId : null,
    days: opts.days,
    period: { from: w.currentFrom, to: w.today },
    targets: { ackSeconds: Number(targets.ack_t), attendSeconds: Number(targets.att_t) },
    raised,
    open,
    acknowledge: toStep(total("ack")),
    attend: toStep(total("attend")),
    byProfessional: byProfessional(steps),
    outcomes,
    withoutOutcome,
  };
}
