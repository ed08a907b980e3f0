import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// The older person's own controls (routes/elderly.ts and the activity record): consents, the help
// button, answering family link requests, recording an exercise. Access rules included.

const t = useTestContext();

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const { query, n: one } = sqlReaders(t);

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

describe("who reads the person's consents and family links", () => {
  it.each([
    ["carmen", 200],
    ["profesional", 200],
    ["familia", 404],
    ["antonio", 404],
    ["profesionalMc", 404],
  ] as const)("%s reading Carmen's consents and family links -> %i", async (who, status) => {
    const c = await t.loginAs(who);
    const consents = await c.get(`/api/users/me/consents/${t.ids.users.carmen}`);
    const links = await c.get(`/api/family/links/${t.ids.users.carmen}`);
    expect([consents.status, links.status]).toEqual([status, status]);
    if (status !== 200) return;
    expect(consents.body).toEqual({ familyConsent: true, personalConsent: true });
    expect(links.body.approved.map((l: { userId: string }) => l.userId)).toContain(t.ids.users.familia);
  });

  it("answers a malformed id with 400 and a Spanish message", async () => {
    const c = await t.loginAs("carmen");
    for (const path of ["/api/users/me/consents/abc", "/api/family/links/abc"]) {
      const res = await c.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe("Identificador no válido");
    }
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
    const bad = await (await t.loginAs("carmen")).post("/api/help/alert", { userId: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Identificador no válido");
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

describe("family link requests answered by the person", () => {
  it("Dolores answers her own request; family, other people and other municipalities cannot", async () => {
    const newcomer = await t.client().post("/api/family/register", {
      firstName: "Marta",
      lastName: "Ruiz",
      username: "marta.ruiz@example.es",
      password: "clave-segura-1",
      elderlyUserName: "Dolores",
      municipalityId: t.ids.municipalities.valleVerde,
    });
    expect(newcomer.status).toBe(201);
    const dolores = await t.loginAs("dolores");
    const linksOf = async () => (await dolores.get(`/api/family/links/${t.ids.users.dolores}`)).body;
    const link = (await linksOf()).pending.find(
      (l: { userId: string }) => l.userId === newcomer.body.user.id,
    );
    expect(link).toMatchObject({ firstName: "Marta", lastName: "Ruiz" });
    for (const [who, status] of [
      ["familia", 403],
      ["carmen", 404],
      ["profesionalMc", 404],
    ] as const) {
      const res = await (await t.loginAs(who)).post(`/api/family/links/${link.linkId}/decision`, {
        decision: "approve",
      });
      expect(res.status, who).toBe(status);
    }
    expect(await query(`select status from family_links where id = '${link.linkId}'`)).toEqual([
      { status: "pending" },
    ]);
    const decided = await dolores.post(`/api/family/links/${link.linkId}/decision`, { decision: "approve" });
    expect(decided.status).toBe(200);
    expect(decided.body).toEqual({ id: link.linkId, status: "approved" });
    const after = await linksOf();
    expect(after.pending.map((l: { linkId: string }) => l.linkId)).not.toContain(link.linkId);
    expect(after.approved.map((l: { userId: string }) => l.userId)).toContain(newcomer.body.user.id);
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
    const bad = await c.post("/api/activities", { userId: t.ids.users.carmen, activityType: "hacking" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Tipo de actividad no válido");
    expect(await t.count("activities")).toBe(before + 1);
    const list = await c.get(`/api/activities/${t.ids.users.carmen}`);
    expect(list.body[0]).toMatchObject({
      activityType: "cognitive_exercise",
      metadata: { exerciseType: "words" },
    });
  });

  it("login, the first chat message, a completed reminder, a read message and an exercise each write their record and move lastActivity", async () => {
    const carmen = t.ids.users.carmen;
    const expectRecorded = async (activityType: string) => {
      const now = t.clock.now().toISOString();
      const [row] = await query(
        `select a.activity_type, a.created_at, u.last_activity from activities a join users u on u.id = a.user_id
          where a.user_id = '${carmen}' order by a.created_at desc limit 1`,
      );
      expect(row.activity_type).toBe(activityType);
      expect(new Date(String(row.created_at)).toISOString()).toBe(now);
      expect(new Date(String(row.last_activity)).toISOString()).toBe(now);
    };
    t.clock.advance(MINUTE);
    const c = await t.loginAs("carmen");
    await expectRecorded("login");

    t.clock.advance(MINUTE);
    const chat = await c.post("/api/chat/ai", { userId: carmen, message: "Hola", messageHistory: [] });
    expect(chat.status).toBe(200);
    await expectRecorded("chat");

    t.clock.advance(MINUTE);
    const [reminder] = await query(
      `select r.id from reminders r where r.user_id = '${carmen}' and r.recurrence = 'daily' and r.is_active
         and not exists (select 1 from reminder_completions c where c.reminder_id = r.id and c.occurrence_date = '2026-11-18')
       limit 1`,
    );
    expect((await c.post(`/api/reminders/${reminder.id}/complete`, {})).status).toBe(201);
    await expectRecorded("reminder_completed");

    t.clock.advance(MINUTE);
    const [message] = await query(
      `select id from messages where to_user_id = '${carmen}' and not is_read limit 1`,
    );
    expect((await c.patch(`/api/messages/${message.id}/read`)).status).toBe(204);
    await expectRecorded("message_read");

    t.clock.advance(MINUTE);
    const exercise = { userId: carmen, activityType: "cognitive_exercise", description: "Números" };
    expect((await c.post("/api/activities", exercise)).status).toBe(201);
    await expectRecorded("cognitive_exercise");
  });
});
