import { MESSAGES } from "@shared/api/auth";
import {
  aiQualityResponse,
  engagementResponse,
  healthResponse,
  METRIC_KINDS,
  METRICS_MESSAGES,
  metricsUrl,
} from "@shared/api/metrics";
import { addLocalDays, localDate, startOfLocalDay } from "@shared/domain/time";
import { beforeAll, describe, expect, it } from "vitest";
import { testPasswords } from "../test/hashers";
import {
  FIXTURE_NOW,
  FIXTURE_PROFESSIONAL,
  type FixtureIds,
  insertMetricsFixture,
} from "../test/metrics-fixture";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

const t = useTestContext();
let fixture: FixtureIds;
beforeAll(async () => {
  fixture = await insertMetricsFixture(t.db, await testPasswords.hashPassword(FIXTURE_PROFESSIONAL.password));
});

const { n } = sqlReaders(t);
const SCHEMAS = { engagement: engagementResponse, health: healthResponse, "ai-quality": aiQualityResponse };
const users = () => t.ids.users;
const aggregatedUrl = (kind: string, qs = "days=30&consentOnly=true") => `/api/metrics/${kind}/aggregated?${qs}`;
const userUrl = (kind: string, id: string, qs = "days=30") => `/api/metrics/${kind}/${id}?${qs}`;

describe.each(METRIC_KINDS)("%s metrics: who may ask", (kind) => {
  it("a session is required", async () => {
    const c = t.client();
    expect((await c.get(aggregatedUrl(kind))).status).toBe(401);
    expect((await c.get(userUrl(kind, users().carmen))).status).toBe(401);
  });

  it.each(["carmen", "familia"] as const)("%s (not staff) gets 403", async (who) => {
    const c = await t.loginAs(who);
    expect((await c.get(aggregatedUrl(kind))).status).toBe(403);
    expect((await c.get(userUrl(kind, users().carmen))).status).toBe(403);
  });

  it("the professional reads the aggregate and a consented person of their municipality", async () => {
    const c = await t.loginAs("profesional");
    const own = `days=7&professionalId=${users().profesional}&consentOnly=true`;
    for (const url of [aggregatedUrl(kind, own), aggregatedUrl(kind, "days=7"), userUrl(kind, users().carmen)]) {
      const res = await c.get(url);
      expect(res.status, url).toBe(200);
      expect(SCHEMAS[kind].parse(res.body)).toEqual(res.body);
    }
    // 'aggregated' is not taken for a user id.
    expect((await c.get(aggregatedUrl(kind))).body).toMatchObject({ scope: "aggregated", userId: null, days: 30 });
    expect((await c.get(userUrl(kind, users().carmen))).body).toMatchObject({
      scope: "user",
      userId: users().carmen,
    });
  });

  it("refuses people without consent (403), other municipalities and unknown ids (404), other professionals' ids", async () => {
    const before = await t.count("audit_log");
    const c = await t.loginAs("profesional");
    const dolores = await c.get(userUrl(kind, users().dolores));
    expect(dolores.status).toBe(403);
    expect(dolores.body).toEqual({ message: METRICS_MESSAGES.noConsent });
    expect((await c.get(userUrl(kind, users().carmenRuiz))).status).toBe(404);
    expect((await c.get(userUrl(kind, "00000000-0000-4000-8000-000000000000"))).status).toBe(404);
    expect((await c.get(userUrl(kind, users().profesional))).status).toBe(403);
    const other = await c.get(aggregatedUrl(kind, `days=30&professionalId=${users().profesionalMc}`));
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: MESSAGES.forbidden });
    const mc = await t.loginAs("profesionalMc");
    expect((await mc.get(userUrl(kind, users().carmen))).status).toBe(404);
    expect(await t.count("audit_log")).toBe(before);
  });

  it("validates the period and the query (400, nothing written)", async () => {
    const before = await t.count("audit_log");
    const c = await t.loginAs("profesional");
    for (const qs of ["days=8", "days=abc", "days=0", "days=7&days=30", "days=", "days=30.5"]) {
      const res = await c.get(aggregatedUrl(kind, qs));
      expect(res.status, qs).toBe(400);
      expect(res.body.message, qs).toBe(METRICS_MESSAGES.period);
      expect((await c.get(userUrl(kind, users().carmen, qs))).status, qs).toBe(400);
    }
    const consent = await c.get(aggregatedUrl(kind, "days=30&consentOnly=false"));
    expect(consent.status).toBe(400);
    expect(consent.body.message).toBe(METRICS_MESSAGES.consentOnly);
    expect((await c.get(aggregatedUrl(kind, "professionalId=nope"))).status).toBe(400);
    expect((await c.get(userUrl(kind, "not-a-uuid"))).status).toBe(400);
    // Without days: the default of docs/behaviour/09-constants.md, 30.
    expect((await c.get(`/api/metrics/${kind}/aggregated`)).body.days).toBe(30);
    expect(await t.count("audit_log")).toBe(before);
  });
});

describe("aggregates over the demo data", () => {
  it("cover only consented older people of the municipality, matching direct counts", async () => {
    const c = await t.loginAs("profesional");
    const vv = t.ids.municipalities.valleVerde;
    const now = t.clock.now();
    const from = localDate(now, "Europe/Madrid");
    const start = startOfLocalDay(addLocalDays(from, -29), "Europe/Madrid").toISOString();
    const people = `select id from users where municipality_id = '${vv}' and role = 'elderly'
      and status = 'active' and personal_consent`;
    const engagement = (await c.get(aggregatedUrl("engagement"))).body;
    expect(engagement.period.users).toBe(await n(`select count(*)::int as n from (${people}) p`));
    expect(engagement.totalInteractions).toBe(
      await n(`select count(*)::int as n from activities where user_id in (${people})
        and created_at >= '${start}' and created_at <= '${now.toISOString()}'`),
    );
    expect(engagement.totalInteractions).toBeLessThan(
      await n(`select count(*)::int as n from activities where municipality_id = '${vv}'
        and created_at >= '${start}' and created_at <= '${now.toISOString()}'`),
    );
    const health = (await c.get(aggregatedUrl("health"))).body;
    expect(health.totalRemindersCompleted).toBe(
      await n(`select count(*)::int as n from reminder_completions where user_id in (${people})
        and occurrence_date >= '${addLocalDays(from, -29)}' and occurrence_date <= '${from}'`),
    );
    expect(health.medicationAdherence).toBeGreaterThan(0);
    expect(health.medicationAdherence).toBeLessThanOrEqual(1);
    const ai = (await c.get(aggregatedUrl("ai-quality"))).body;
    expect(ai.totalAISessions).toBe(
      await n(`select count(*)::int as n from chat_sessions where user_id in (${people})
        and created_at >= '${start}' and created_at <= '${now.toISOString()}'`),
    );
    expect(ai.averageResponseTime).toBeGreaterThan(0);
  });
});

describe("the hand-built municipality through the API", () => {
  it("its professional sees the exact aggregate, a person's metrics, and a 403 for the person without consent", async () => {
    t.clock.set(FIXTURE_NOW);
    const c = t.client();
    const login = await c.post("/api/auth/login", {
      username: FIXTURE_PROFESSIONAL.email,
      password: FIXTURE_PROFESSIONAL.password,
      municipalityId: fixture.municipality,
    });
    expect(login.status).toBe(200);
    // Staff show a second factor after the password; this one is given the test passkey for it.
    expect(login.body.user.secondFactor).toBe("enrol");
    await t.giveTestPasskey(fixture.professional);
    const again = await c.post("/api/auth/login", {
      username: FIXTURE_PROFESSIONAL.email,
      password: FIXTURE_PROFESSIONAL.password,
      municipalityId: fixture.municipality,
    });
    expect(again.body.user.secondFactor).toBe("verify");
    await t.completeWithTestPasskey(c, fixture.professional);
    const engagement = await c.get(metricsUrl("engagement", { professionalId: fixture.professional }, 7));
    expect(engagement.status).toBe(200);
    expect(engagement.body).toMatchObject({
      period: { from: "2026-10-22", to: "2026-10-28", users: 3, userDays: 17 },
      totalInteractions: 8,
      dailyActiveRate: 0.2941,
      uniqueActiveDays: 1.67,
      previous: { totalInteractions: 2 },
    });
    const health = await c.get(metricsUrl("health", { userId: fixture.ana }, 7));
    expect(health.body).toMatchObject({ medicationAdherence: 0.6364, totalRemindersCompleted: 11 });
    const ciro = await c.get(metricsUrl("ai-quality", { userId: fixture.ciro }, 7));
    expect(ciro.status).toBe(403);
    // Lucía (Valle Verde) cannot see Fixturia's people.
    const lucia = await t.loginAs("profesional");
    expect((await lucia.get(metricsUrl("health", { userId: fixture.ana }, 7))).status).toBe(404);
  });
});
