import { responseMetrics } from "@shared/api/response-metrics";
import { SERVICE_SETTINGS_MESSAGES as M } from "@shared/api/service-settings";
import { DEFAULT_STAFFED_HOURS } from "@shared/domain/service-hours";
import { describe, expect, it } from "vitest";
import { runJobsOnce } from "../jobs/tasks";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// A municipality's service settings (targets and staffed hours), the escalation that follows its attend target,
// and the response panel's figures from alerts with known times.

const t = useTestContext();
const { query, n } = sqlReaders(t);
const MINUTE = 60_000;
const settingsUrl = (id = t.ids.users.profesional) => `/api/professional/${id}/service-settings`;
const VV = () => t.ids.municipalities.valleVerde;
const MC = () => t.ids.municipalities.monteClaro;
const stored = async (municipalityId: string) =>
  (
    await query(`select ack_target_seconds as ack, attend_target_seconds as attend, staffed_hours as hours
      from municipalities where id = '${municipalityId}'`)
  )[0];
const audits = () => n(`select count(*)::int as n from audit_log where action = 'municipality.service.update'`);
const valid = { ackTargetSeconds: 45, attendTargetSeconds: 600, staffedHours: { days: [6, 1, 2], from: "09:00", to: "21:30" } };
const DEFAULTS = { ackTargetSeconds: 60, attendTargetSeconds: 900, staffedHours: DEFAULT_STAFFED_HOURS };

describe("GET and PUT /api/professional/{id}/service-settings", () => {
  it("reads the defaults, saves the municipality's own settings, audits them, and leaves others alone", async () => {
    const pro = await t.sessionAs("profesional");
    // The programme's phone (the demo's) stays as it is when a client leaves it out.
    const phone = { programmePhone: "600 000 098" };
    expect((await pro.get(settingsUrl())).body).toEqual({ ...DEFAULTS, ...phone, timezone: "Europe/Madrid", lastChange: null });

    const saved = await pro.put(settingsUrl(), valid);
    expect(saved.status).toBe(200);
    const after = { ...valid, staffedHours: { ...valid.staffedHours, days: [1, 2, 6] } };
    expect(saved.body).toEqual({
      ...after,
      ...phone,
      timezone: "Europe/Madrid",
      lastChange: { at: t.clock.now().toISOString(), actorName: "Lucía Romero" },
    });
    expect(await stored(VV())).toEqual({ ack: 45, attend: 600, hours: after.staffedHours });
    const [row] = await query(`select actor_id, municipality_id, detail from audit_log
      where action = 'municipality.service.update'`);
    expect(row).toEqual({ actor_id: t.ids.users.profesional, municipality_id: VV(), detail: { before: { ...DEFAULTS, ...phone }, after: { ...after, ...phone } } });
    // The same settings again are no change.
    expect((await pro.put(settingsUrl(), valid)).status).toBe(200);
    expect(await audits()).toBe(1);

    // Monte Claro's staff still read their own defaults, and their change stays theirs.
    const mc = await t.sessionAs("profesionalMc");
    expect((await mc.get(settingsUrl(t.ids.users.profesionalMc))).body).toMatchObject(DEFAULTS);
    expect((await mc.put(settingsUrl(t.ids.users.profesionalMc), DEFAULTS)).status).toBe(200);
    expect(await stored(VV())).toEqual({ ack: 45, attend: 600, hours: after.staffedHours });
  });

  it.each([
    ["an acknowledgement target under 10 s", { ackTargetSeconds: 9 }, M.ackTarget],
    ["an attend target over 24 h", { attendTargetSeconds: 86_401 }, M.attendTarget],
    ["attended before acknowledged", { ackTargetSeconds: 600, attendTargetSeconds: 300 }, M.attendBeforeAck],
    ["a target as text", { ackTargetSeconds: "60" }, M.ackTarget],
    ["no days", { staffedHours: { days: [], from: "08:00", to: "15:00" } }, M.days],
    ["a day 8", { staffedHours: { days: [8], from: "08:00", to: "15:00" } }, M.day],
    ["a time not HH:mm", { staffedHours: { days: [1], from: "8h", to: "15:00" } }, M.time],
    ["the end before the start", { staffedHours: { days: [1], from: "15:00", to: "08:00" } }, M.fromBeforeTo],
    ["no hours", { staffedHours: null }, M.hours],
  ])("refuses %s with 400 in Spanish, changing nothing", async (_label, change, message) => {
    const pro = await t.sessionAs("profesional");
    await expectRefusal(() => pro.put(settingsUrl(), { ...valid, ...change }), {
      status: 400,
      message,
      unchanged: async () => [await stored(VV()), await audits()],
    });
  });

  it("only the municipality's own staff, under their own id: others get 403 and nothing changes", async () => {
    const unchanged = async () => [await stored(VV()), await stored(MC()), await audits()];
    for (const [who, owner] of [
      ["profesionalMc", "profesional"],
      ["profesional", "profesionalMc"],
      ["familia", "familia"],
      ["carmen", "carmen"],
    ] as const) {
      const c = await t.sessionAs(who);
      await expectRefusal(() => c.put(settingsUrl(t.ids.users[owner]), DEFAULTS), { status: 403, unchanged });
      expect((await c.get(settingsUrl(t.ids.users[owner]))).status).toBe(403);
    }
    expect((await t.client().get(settingsUrl())).status).toBe(401);
  });
});

describe("escalation follows the attend target", () => {
  it("a help request unattended for the municipality's 5 minutes is escalated and queued by e-mail, not before", async () => {
    const pro = await t.sessionAs("profesional");
    // Staffed at the test's clock (a Wednesday morning): outside the hours on-call would be told at once.
    const staffed = { ...valid, attendTargetSeconds: 300, staffedHours: DEFAULT_STAFFED_HOURS };
    expect((await pro.put(settingsUrl(), staffed)).status).toBe(200);
    await query(`update municipalities set on_call_emails = array['guardia@valleverde.test'] where id = '${VV()}'`);
    await runJobsOnce(t.db, t.clock.now(), {}); // the seed's old alerts first
    const carmen = await t.sessionAs("carmen");
    const { body } = await carmen.post("/api/help/alert", { userId: t.ids.users.carmen });
    const state = async () =>
      (
        await query(`select escalated_at is not null as escalated,
          (select count(*)::int from alert_notifications where alert_id = a.id) as queued
          from alerts a where id = '${body.id}'`)
      )[0];
    t.clock.advance(5 * MINUTE - 1);
    await runJobsOnce(t.db, t.clock.now(), {});
    expect(await state()).toEqual({ escalated: false, queued: 0 });
    t.clock.advance(1);
    await runJobsOnce(t.db, t.clock.now(), {});
    expect(await state()).toEqual({ escalated: true, queued: 1 });
  });
});

describe("GET /api/metrics/response", () => {
  // A week in March 2027, away from the seed's alerts; targets 60 s and 10 min.
  const NOW = new Date("2027-03-10T12:00:00Z");
  const at = (iso: string, plusSeconds = 0) => new Date(new Date(iso).getTime() + plusSeconds * 1_000).toISOString();

  async function seedAlerts() {
    t.clock.set(NOW);
    await query(`update municipalities set ack_target_seconds = 60, attend_target_seconds = 600 where id = '${VV()}'`);
    const [pablo] = await query<{ id: string }>(`insert into users (municipality_id, role, status, first_name, last_name,
      username, email) values ('${VV()}', 'professional', 'active', 'Pablo', 'Vera', 'pablo@valleverde.test',
      'pablo@valleverde.test') returning id`);
    const { carmen, antonio, dolores, profesional: lucia, carmenRuiz } = t.ids.users;
    type Spec = [user: string, type: string, severity: string, created: string, ack?: [number, string] | null,
      attend?: [number, string, string] | null];
    const day = "2027-03-09T09:00:00Z";
    const specs: Spec[] = [
      [carmen, "help", "high", day, [30, lucia], [300, lucia, "call"]],
      [carmen, "help", "high", at(day, 3600), [50, lucia], [500, lucia, "visit"]],
      [antonio, "help", "high", at(day, 7200), [90, pablo.id], [700, pablo.id, "false_alarm"]],
      [carmen, "help", "high", at(day, 9000), [120, pablo.id], [400, pablo.id, "false_alarm"]],
      // Attended without 'La atiendo': answered when attended, by whoever attended.
      [carmen, "help", "high", at(day, 10800), null, [40, lucia, "emergency_112"]],
      // Critical health: acknowledged, still open since yesterday (past the attend target).
      [antonio, "health", "critical", at(day, 12600), [20, lucia], null],
      // Open: 30 s old (nothing decided yet) and 5 min old (acknowledgement missed, attending not yet).
      [carmen, "help", "high", at(NOW.toISOString(), -30)],
      [antonio, "help", "high", at(NOW.toISOString(), -300)],
      // Not counted: no municipal consent, not critical, before the period, another municipality, inactivity.
      [dolores, "help", "high", day, [10, lucia], [20, lucia, "call"]],
      [carmen, "health", "high", day, [10, lucia], [20, lucia, "call"]],
      [carmen, "help", "high", "2027-03-01T09:00:00Z", [10, lucia], [20, lucia, "call"]],
      [carmenRuiz, "help", "high", day, [10, t.ids.users.profesionalMc], null],
      [carmen, "inactivity", "medium", day],
    ];
    for (const [user, type, severity, created, ack, attend] of specs) {
      const municipality = user === carmenRuiz ? MC() : VV();
      const value = (v: string | null) => (v === null ? "null" : `'${v}'`);
      await query(`insert into alerts (municipality_id, user_id, type, severity, content, created_at,
        acknowledged_at, acknowledged_by, dismissed_at, dismissed_by, outcome)
        values ('${municipality}', '${user}', '${type}', '${severity}', 'Prueba', '${created}',
          ${value(ack ? at(created, ack[0]) : null)}, ${value(ack ? ack[1] : null)},
          ${value(attend ? at(created, attend[0]) : null)}, ${value(attend ? attend[1] : null)},
          ${value(attend ? attend[2] : null)})`);
    }
    return pablo.id;
  }

  it("median, 90th percentile and % within each target, overall and per professional, and the outcomes", async () => {
    const pablo = await seedAlerts();
    const pro = await t.sessionAs("profesional");
    const res = await pro.get(`/api/metrics/response/aggregated?days=7&professionalId=${t.ids.users.profesional}`);
    expect(res.status).toBe(200);
    expect(responseMetrics.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({
      scope: "aggregated",
      userId: null,
      days: 7,
      period: { from: "2027-03-04", to: "2027-03-10" },
      targets: { ackSeconds: 60, attendSeconds: 600 },
      raised: 8,
      open: 3,
      // Answered in 20, 30, 40, 50, 90, 120 s; the 5-minute-old request has missed the target, the newest not yet.
      acknowledge: { count: 6, medianSeconds: 45, p90Seconds: 105, withinTarget: 4, decided: 7, withinTargetRate: 0.5714 },
      // Attended in 40, 300, 400, 500, 700 s; yesterday's open critical alert has missed the target.
      attend: { count: 5, medianSeconds: 400, p90Seconds: 620, withinTarget: 4, decided: 6, withinTargetRate: 0.6667 },
      byProfessional: [
        {
          professionalId: t.ids.users.profesional,
          name: "Lucía Romero",
          acknowledge: { count: 4, medianSeconds: 35, p90Seconds: 47, withinTarget: 4, decided: 4, withinTargetRate: 1 },
          attend: { count: 3, medianSeconds: 300, p90Seconds: 460, withinTarget: 3, decided: 3, withinTargetRate: 1 },
        },
        {
          professionalId: pablo,
          name: "Pablo Vera",
          acknowledge: { count: 2, medianSeconds: 105, p90Seconds: 117, withinTarget: 0, decided: 2, withinTargetRate: 0 },
          attend: { count: 2, medianSeconds: 550, p90Seconds: 670, withinTarget: 1, decided: 2, withinTargetRate: 0.5 },
        },
      ],
      outcomes: { call: 1, visit: 1, false_alarm: 2, emergency_112: 1, other: 0 },
      withoutOutcome: 0,
    });
  });

  it("one consented person's figures; no consent 403; another municipality sees none of them", async () => {
    const pro = await t.sessionAs("profesional");
    const antonio = await pro.get(`/api/metrics/response/${t.ids.users.antonio}?days=7`);
    expect(antonio.body).toMatchObject({
      scope: "user",
      raised: 3,
      open: 2,
      acknowledge: { count: 2, medianSeconds: 55, withinTarget: 1, decided: 3 },
      outcomes: { false_alarm: 1 },
    });
    expect((await pro.get(`/api/metrics/response/${t.ids.users.dolores}?days=7`)).status).toBe(403);
    expect((await pro.get(`/api/metrics/response/aggregated?days=9`)).body.message).toBe(
      "El periodo debe ser de 7, 30 o 90 días",
    );

    const mc = await t.sessionAs("profesionalMc");
    expect((await mc.get(`/api/metrics/response/${t.ids.users.carmen}?days=7`)).status).toBe(404);
    const own = await mc.get(`/api/metrics/response/aggregated?days=7&professionalId=${t.ids.users.profesionalMc}`);
    expect(own.body).toMatchObject({ raised: 1, byProfessional: [{ name: "Marta Sanz" }] });
    const other = await mc.get(`/api/metrics/response/aggregated?days=7&professionalId=${t.ids.users.profesional}`);
    expect(other.status).toBe(403);
  });
});
