import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness";

// The older person's own controls (routes/elderly.ts and the activity record): consents, the help
// button, answering family link requests, recording an exercise. Access rules included.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const SECOND = 1000;
type Row = Record<string, unknown>;
const query = async (sql: string): Promise<Row[]> =>
  ((await t.db.execute(sql)) as unknown as { rows: Row[] }).rows;
const one = async (sql: string) => Number((await query(sql))[0].n);

describe("consents", () => {
  it("the person changes their own consents; each change is recorded", async () => {
    const c = await t.loginAs("carmen");
    expect((await c.get(`/api/users/me/consents/${t.ids.users.carmen}`)).body).toEqual({
      familyConsent: true,
      personalConsent: true,
    });
    const events = await t.count("consent_events");
    const family = await t.loginAs("familia");
    expect((await family.get(`/api/reminders/${t.ids.users.carmen}/today`)).status).toBe(200);
    const saved = await c.put("/api/users/me/consents", {
      userId: t.ids.users.carmen,
      familyConsent: false,
      personalConsent: true,
    });
    expect(saved.status).toBe(200);
    expect(await t.count("consent_events")).toBe(events + 1);
    // Revoked mid-session: the family member's very next request is refused.
    const refused = await family.get(`/api/reminders/${t.ids.users.carmen}/today`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Información privada");
    // Saving the same values again is not a change.
    await c.put("/api/users/me/consents", {
      userId: t.ids.users.carmen,
      familyConsent: false,
      personalConsent: true,
    });
    expect(await t.count("consent_events")).toBe(events + 1);
    await c.put("/api/users/me/consents", {
      userId: t.ids.users.carmen,
      familyConsent: true,
      personalConsent: true,
    });
    expect((await c.get("/api/users/me/consents")).body).toEqual({
      familyConsent: true,
      personalConsent: true,
    });
  });

  it.each([
    ["profesional", 403],
    ["familia", 403],
    ["antonio", 404],
    ["profesionalMc", 404],
  ] as const)("%s cannot change Carmen's consents (%i), nothing changes", async (who, status) => {
    const events = await t.count("consent_events");
    const c = await t.loginAs(who);
    const res = await c.put("/api/users/me/consents", {
      userId: t.ids.users.carmen,
      familyConsent: false,
      personalConsent: false,
    });
    expect(res.status).toBe(status);
    expect(await t.count("consent_events")).toBe(events);
    expect(
      await query(`select family_consent, personal_consent from users where id = '${t.ids.users.carmen}'`),
    ).toEqual([{ family_consent: true, personal_consent: true }]);
  });

  it("accepts only literal booleans", async () => {
    const c = await t.loginAs("carmen");
    const res = await c.put("/api/users/me/consents", {
      userId: t.ids.users.carmen,
      familyConsent: "true",
      personalConsent: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("El consentimiento debe ser sí o no");
  });
});


describe("help button", () => {
  it("creates one help alert, refuses a duplicate within 10 s, allows a new one after", async () => {
    const c = await t.loginAs("dolores");
    const alerts = async () =>
      one(`select count(*)::int as n from alerts where user_id = '${t.ids.users.dolores}' and type = 'help'`);
    const before = await alerts();
    expect((await c.post("/api/help/alert", { userId: t.ids.users.dolores })).status).toBe(201);
    t.clock.advance(9 * SECOND);
    const dup = await c.post("/api/help/alert", { userId: t.ids.users.dolores });
    expect(dup.status).toBe(409);
    expect(await alerts()).toBe(before + 1);
    t.clock.advance(2 * SECOND);
    expect((await c.post("/api/help/alert", { userId: t.ids.users.dolores })).status).toBe(201);
    expect(await alerts()).toBe(before + 2);
  });

  it("only the person raises their own alert", async () => {
    const before = await t.count("alerts");
    expect(
      (await (await t.loginAs("carmen")).post("/api/help/alert", { userId: t.ids.users.antonio })).status,
    ).toBe(404);
    expect(
      (await (await t.loginAs("familia")).post("/api/help/alert", { userId: t.ids.users.carmen })).status,
    ).toBe(403);
    expect((await (await t.loginAs("carmen")).post("/api/help/alert", { userId: "x" })).status).toBe(400);
    expect(await t.count("alerts")).toBe(before);
  });
});


describe("family link requests", () => {
  it("the person or staff answer a pending request once", async () => {
    const [link] = await query(
      `select id, elderly_user_id from family_links where status = 'pending' limit 1`,
    );
    const carmen = await t.loginAs("carmen");
    expect((await carmen.post(`/api/family/links/${link.id}/decision`, { decision: "approve" })).status).toBe(
      404,
    );
    const pro = await t.loginAs("profesional");
    const links = await pro.get(`/api/family/links/${link.elderly_user_id}`);
    expect(links.body.pending.map((l: { linkId: string }) => l.linkId)).toContain(link.id);
    expect((await pro.post(`/api/family/links/${link.id}/decision`, { decision: "quizás" })).status).toBe(
      400,
    );
    expect((await pro.post(`/api/family/links/${link.id}/decision`, { decision: "approve" })).status).toBe(
      200,
    );
    expect((await pro.post(`/api/family/links/${link.id}/decision`, { decision: "reject" })).status).toBe(
      409,
    );
    expect(await query(`select status from family_links where id = '${link.id}'`)).toEqual([
      { status: "approved" },
    ]);
  });
});


describe("activity records", () => {
  it("the person records their own exercise; not someone else's", async () => {
    const c = await t.loginAs("carmen");
    const before = await t.count("activities");
    t.clock.advance(SECOND);
    const ok = await c.post("/api/activities", {
      userId: t.ids.users.carmen,
      activityType: "cognitive_exercise",
      description: "Ejercicio de memoria: Palabras",
      metadata: { exerciseType: "words", difficulty: "easy", correct: true, points: 10, streak: 1 },
    });
    expect(ok.status).toBe(201);
    expect(
      (await c.post("/api/activities", { userId: t.ids.users.antonio, activityType: "login" })).status,
    ).toBe(404);
    expect(
      (await c.post("/api/activities", { userId: t.ids.users.carmen, activityType: "hacking" })).status,
    ).toBe(400);
    expect(await t.count("activities")).toBe(before + 1);
    const list = await c.get(`/api/activities/${t.ids.users.carmen}`);
    expect(list.body[0]).toMatchObject({
      activityType: "cognitive_exercise",
      metadata: { exerciseType: "words" },
    });
  });
});
