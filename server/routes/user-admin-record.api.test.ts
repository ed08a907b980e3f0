import { MESSAGES } from "@shared/api/auth";
import { USER_ADMIN_MESSAGES as M } from "@shared/api/user-admin";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { STAFF_EDIT_OUTSIDERS } from "../test/outsiders";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// The user detail page: record, profile edits and the data export (erasure: user-admin-erase).

const t = useTestContext();

const { query, n } = sqlReaders(t);
const MISSING = "00000000-0000-4000-8000-0000000000ff";
const auditCount = (action: string, subject: string) =>
  n(`select count(*)::int as n from audit_log where action = '${action}' and subject_user_id = '${subject}'`);
const profileRow = async (id: string) =>
  (
    await query(
      `select first_name, last_name, age, medical_conditions, medications, emergency_contact_name, emergency_contact_email,
              emergency_contact_phone, preferences, personality_traits, family_consent, personal_consent
         from users where id = '${id}'`,
    )
  )[0];

describe("GET /api/users/{id}/record", () => {
  it("returns the whole record without secrets and logs the read", async () => {
    const carmen = t.ids.users.carmen;
    const c = await t.loginAs("profesional");
    const views = await auditCount("user.view", carmen);
    const res = await c.get(`/api/users/${carmen}/record`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|hash/i);
    expect(res.body.profile).toMatchObject({
      id: carmen,
      firstName: "Carmen",
      lastName: "López",
      username: "carmen",
      role: "elderly",
      status: "active",
      age: 82,
      medications: ["Enalapril 10 mg", "Metformina 850 mg", "Omeprazol 20 mg"],
      emergencyContactName: "Javier López",
      emergencyContactPhone: "612345678",
      preferences: { hobbies: ["jardinería", "crucigramas", "cocina"] },
      familyConsent: true,
      personalConsent: true,
      hasPin: true,
    });
    expect(res.body.profile.createdAt).toEqual(expect.any(String));
    expect(res.body.consentHistory).toEqual([
      expect.objectContaining({
        familyConsent: true,
        personalConsent: true,
        changedBy: { id: carmen, name: "Carmen López" },
      }),
    ]);
    expect(res.body.familyLinks).toEqual([
      expect.objectContaining({
        status: "approved",
        family: expect.objectContaining({ id: t.ids.users.familia, firstName: "Javier" }),
        approvedBy: { id: t.ids.users.profesional, name: "Lucía Romero" },
      }),
    ]);
    const active = await n(
      `select count(*)::int as n from reminders where user_id = '${carmen}' and is_active`,
    );
    expect(res.body.reminders.all).toHaveLength(active);
    expect(res.body.reminders.today.length).toBeGreaterThan(0);
    expect(res.body.reminders.today[0]).toHaveProperty("completedToday");
    const activity = res.body.recentActivity.map((a: { createdAt: string }) => a.createdAt);
    expect(activity).toHaveLength(10);
    expect([...activity].sort().reverse()).toEqual(activity);
    expect(res.body.alerts.length).toBe(
      await n(`select count(*)::int as n from alerts where user_id = '${carmen}'`),
    );
    expect(res.body.alerts[0]).toHaveProperty("dismissedAt");
    expect(res.body.accessLog[0]).toMatchObject({
      action: "user.view",
      actorId: t.ids.users.profesional,
      actorName: "Lucía Romero",
    });
    expect(await auditCount("user.view", carmen)).toBe(views + 1);
  });

  it("lists consent changes newest first, with who made them", async () => {
    const carmen = await t.loginAs("carmen");
    const body = { userId: t.ids.users.carmen, familyConsent: true, personalConsent: false };
    expect((await carmen.put("/api/users/me/consents", body)).status).toBe(200);
    t.clock.advance(60_000);
    await carmen.put("/api/users/me/consents", { ...body, personalConsent: true });
    const record = (await (await t.loginAs("profesional")).get(`/api/users/${t.ids.users.carmen}/record`))
      .body;
    expect(record.consentHistory.map((e: { personalConsent: boolean }) => e.personalConsent)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it.each([
    ["profesionalMc", "carmen", 404],
    ["profesional", "carmenRuiz", 404],
    ["profesional", "missing", 404],
    ["profesional", "familia", 404],
    ["familia", "carmen", 403],
    ["carmen", "carmen", 403],
  ] as const)("%s reading the record of %s -> %i, nothing logged", async (who, whose, status) => {
    const id = whose === "missing" ? MISSING : t.ids.users[whose];
    const c = await t.loginAs(who);
    const before = await t.count("audit_log");
    const res = await c.get(`/api/users/${id}/record`);
    expect(res.status).toBe(status);
    if (status === 404) expect(res.body).toEqual({ message: MESSAGES.notFound });
    expect(await t.count("audit_log")).toBe(before);
  });

  it("refuses a malformed id with 400", async () => {
    const res = await (await t.loginAs("profesional")).get("/api/users/abc/record");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Identificador no válido");
  });
});

describe("PATCH /api/users/{id}", () => {
  it("saves trimmed lists without empty items and audits only the changed field names", async () => {
    const dolores = t.ids.users.dolores;
    const c = await t.loginAs("profesional");
    const res = await c.patch(`/api/users/${dolores}`, {
      firstName: "  Dolores ",
      age: 85,
      medicalConditions: [" Artrosis ", "", "Hipotiroidismo", "artrosis", "  Glaucoma"],
      hobbies: ["leer", "   ", "pintar"],
      emergencyContactPhone: "+34 634 567 891",
      personalityTraits: "Discreta e independiente.",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: dolores,
      firstName: "Dolores",
      age: 85,
      medicalConditions: ["Artrosis", "Hipotiroidismo", "Glaucoma"],
      preferences: { hobbies: ["leer", "pintar"], likes: ["las novelas de misterio", "el té con pastas"] },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|scrypt/i);
    expect(await profileRow(dolores)).toMatchObject({
      first_name: "Dolores",
      age: 85,
      medical_conditions: ["Artrosis", "Hipotiroidismo", "Glaucoma"],
      emergency_contact_phone: "+34 634 567 891",
      preferences: { hobbies: ["leer", "pintar"], likes: ["las novelas de misterio", "el té con pastas"] },
      personality_traits: "Discreta e independiente.",
      personal_consent: false,
    });
    const [audit] = await query(
      `select actor_id, detail from audit_log where action = 'user.update' and subject_user_id = '${dolores}'`,
    );
    expect(audit).toEqual({
      actor_id: t.ids.users.profesional,
      detail: {
        fields: ["age", "emergencyContactPhone", "hobbies", "medicalConditions", "personalityTraits"],
      },
    });
  });

  it("saves the emergency contact's e-mail that escalations write to, and clears it with an empty text", async () => {
    const c = await t.loginAs("profesional");
    const id = t.ids.users.carmen;
    const saved = await c.patch(`/api/users/${id}`, { emergencyContactEmail: "  Javier.Lopez@Correo.ES " });
    expect(saved.status).toBe(200);
    expect((await profileRow(id)).emergency_contact_email).toBe("javier.lopez@correo.es");
    const record = await c.get(`/api/users/${id}/record`);
    expect(record.body.profile.emergencyContactEmail).toBe("javier.lopez@correo.es");
    expect((await c.patch(`/api/users/${id}`, { emergencyContactEmail: "" })).status).toBe(200);
    expect((await profileRow(id)).emergency_contact_email).toBe("");
  });

  it("clears the age with null", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.patch(`/api/users/${t.ids.users.dolores}`, { age: null });
    expect(res.status).toBe(200);
    expect((await profileRow(t.ids.users.dolores)).age).toBeNull();
  });

  it.each([
    ["age below 50", { age: 49 }, M.ageRange],
    ["age above 120", { age: 121 }, M.ageRange],
    ["age as text", { age: "82" }, M.ageRange],
    ["age with decimals", { age: 80.5 }, M.ageRange],
    ["blank first name", { firstName: "   " }, M.nameRequired],
    ["empty last name", { lastName: "" }, M.nameRequired],
    ["list as text", { medicalConditions: "Artrosis" }, "Las enfermedades deben enviarse como una lista"],
    [
      "31 medications",
      { medications: Array.from({ length: 31 }, (_, i) => `M${i}`) },
      "Indique como máximo 30 elementos en la medicación",
    ],
    [
      "a hobby of 81 characters",
      { hobbies: ["x".repeat(81)] },
      "Cada elemento de las aficiones puede tener como máximo 80 caracteres",
    ],
    ["a phone with words", { emergencyContactPhone: "llamar a Manuel" }, M.phoneInvalid],
    ["a contact e-mail without a domain", { emergencyContactEmail: "javier@" }, M.contactEmailInvalid],
    ["a contact e-mail of 255 characters", { emergencyContactEmail: `${"a".repeat(245)}@correo.es` }, M.contactEmailInvalid],
    ["a contact e-mail as a number", { emergencyContactEmail: 600123123 }, M.contactEmailInvalid],
    ["2001 characters of traits", { personalityTraits: "x".repeat(2001) }, M.textTooLong],
    ["a family consent", { familyConsent: true }, M.consentsNotEditable],
    ["a personal consent with a valid field", { personalConsent: false, age: 80 }, M.consentsNotEditable],
    ["no field", {}, M.nothingToUpdate],
    ["only a field that is not editable", { username: "nuevo" }, M.nothingToUpdate],
  ])("refuses %s with its Spanish message and changes nothing", async (_label, body, message) => {
    const c = await t.loginAs("profesional");
    const id = t.ids.users.antonio;
    await expectRefusal(() => c.patch(`/api/users/${id}`, body), {
      status: 400,
      message,
      unchanged: async () => [await profileRow(id), await t.count("audit_log")],
    });
  });

  it.each(STAFF_EDIT_OUTSIDERS)("%s editing %s -> %i, nothing changed", async (who, whose, status) => {
    const c = await t.loginAs(who);
    const id = t.ids.users[whose];
    await expectRefusal(() => c.patch(`/api/users/${id}`, { firstName: "Intruso", age: 99 }), {
      status,
      unchanged: async () => [await profileRow(id), await t.count("audit_log")],
    });
  });
});

describe("GET /api/users/{id}/export", () => {
  it("downloads all the person's data as JSON, without hashes, and logs it", async () => {
    const carmen = t.ids.users.carmen;
    const c = await t.loginAs("profesional");
    const res = await c.get(`/api/users/${carmen}/export`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="acompana-carmen-2026-11-18.json"');
    expect(res.text).not.toMatch(/scrypt|hash/i);
    const count = (sql: string) => n(`select count(*)::int as n from ${sql}`);
    expect(res.body.profile).toMatchObject({
      id: carmen,
      username: "carmen",
      medications: expect.any(Array),
    });
    expect(res.body.messagesSent).toHaveLength(await count(`messages where from_user_id = '${carmen}'`));
    expect(res.body.messagesReceived).toHaveLength(await count(`messages where to_user_id = '${carmen}'`));
    expect(res.body.messagesSent.length + res.body.messagesReceived.length).toBeGreaterThan(0);
    expect(res.body.messagesReceived[0]).toHaveProperty("content");
    expect(res.body.activities).toHaveLength(await count(`activities where user_id = '${carmen}'`));
    expect(res.body.activities.length).toBeGreaterThan(100);
    expect(res.body.reminders).toHaveLength(await count(`reminders where user_id = '${carmen}'`));
    expect(res.body.reminderCompletions).toHaveLength(
      await count(`reminder_completions where user_id = '${carmen}'`),
    );
    expect(res.body.chatSessions).toHaveLength(await count(`chat_sessions where user_id = '${carmen}'`));
    expect(res.body.alerts).toHaveLength(await count(`alerts where user_id = '${carmen}'`));
    expect(res.body.consentEvents.length).toBeGreaterThan(0);
    expect(res.body.familyLinks).toEqual([expect.objectContaining({ familyUserId: t.ids.users.familia })]);
    expect(await auditCount("user.export", carmen)).toBe(1);
  });

  it("exports a family member's data too", async () => {
    const res = await (await t.loginAs("profesional")).get(`/api/users/${t.ids.users.familia}/export`);
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="acompana-familia-acompana.demo-2026-11-18.json"',
    );
    expect(res.body.profile).toMatchObject({ role: "family", email: "familia@acompana.demo" });
    expect(res.body.messagesSent.length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(/scrypt|hash/i);
  });

  it.each([
    ["profesionalMc", "carmen", 404],
    ["profesional", "carmenRuiz", 404],
    ["profesional", "profesionalMc", 404],
    ["familia", "carmen", 403],
    ["carmen", "carmen", 403],
  ] as const)("%s exporting %s -> %i, nothing logged", async (who, whose, status) => {
    const c = await t.loginAs(who);
    const before = await t.count("audit_log");
    const res = await c.get(`/api/users/${t.ids.users[whose]}/export`);
    expect(res.status).toBe(status);
    expect(res.headers["content-disposition"]).toBeUndefined();
    expect(await t.count("audit_log")).toBe(before);
  });
});
