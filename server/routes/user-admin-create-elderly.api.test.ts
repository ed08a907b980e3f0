import { MESSAGES, PIN_NAME_AMBIGUOUS } from "@shared/api/messages";
import { USER_ADMIN_MESSAGES as M } from "@shared/api/user-admin";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// 'Crear Usuario' for an older person: profile, consents given by the person, PIN chosen or generated
// (shown once), suggested usernames, and who may create. Family members: user-admin-create-family.api.test.ts.

const t = useTestContext();

const { query } = sqlReaders(t);
const VV = () => t.ids.municipalities.valleVerde;
const suggestionUrl = (first: string, last = "") =>
  `/api/professional/${t.ids.users.profesional}/username-suggestion?firstName=${encodeURIComponent(first)}&lastName=${encodeURIComponent(last)}`;
const elderly = (extra: object = {}) => ({
  kind: "elderly",
  firstName: "Rosa",
  lastName: "Benítez Mora",
  age: 77,
  medicalConditions: ["Hipertensión", " ", "Artrosis"],
  medications: ["Enalapril 10 mg"],
  emergencyContactName: "Pablo Benítez",
  emergencyContactPhone: "611 222 333",
  emergencyContactEmail: "pablo.benitez@correo.es",
  hobbies: ["radio"],
  likes: ["el cocido"],
  personalityTraits: "Tranquila.",
  familyConsent: true,
  personalConsent: false,
  generatePin: true,
  ...extra,
});
/** What a refused creation must leave untouched. */
const counts = () => t.counts("users", "consent_events", "family_links", "audit_log");

describe("POST /api/professional/users (older person)", () => {
  it("creates her with a generated PIN shown once, her consents as her own, and she can log in", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.post("/api/professional/users", elderly());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user: {
        role: "elderly",
        status: "active",
        firstName: "Rosa",
        lastName: "Benítez Mora",
        username: "rosa",
        age: 77,
        medicalConditions: ["Hipertensión", "Artrosis"],
        medications: ["Enalapril 10 mg"],
        emergencyContactPhone: "611 222 333",
        emergencyContactEmail: "pablo.benitez@correo.es",
        preferences: { hobbies: ["radio"], likes: ["el cocido"] },
        familyConsent: true,
        personalConsent: false,
        hasPin: true,
      },
      temporaryPassword: null,
    });
    const { pin, user } = res.body;
    expect(pin).toMatch(/^\d{4}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/hash|scrypt/i);
    const [row] = await query(`select pin_hash, municipality_id from users where id = '${user.id}'`);
    expect(row.municipality_id).toBe(VV());
    expect(row.pin_hash).toMatch(/^scrypt\$/);
    expect(row.pin_hash).not.toContain(pin);
    expect(
      await query(
        `select family_consent, personal_consent, changed_by from consent_events where user_id = '${user.id}'`,
      ),
    ).toEqual([{ family_consent: true, personal_consent: false, changed_by: user.id }]);
    const audits = await query(
      `select action, actor_id from audit_log where subject_user_id = '${user.id}' order by action`,
    );
    expect(audits).toEqual([
      { action: "consents.update", actor_id: t.ids.users.profesional },
      { action: "user.create", actor_id: t.ids.users.profesional },
    ]);

    await t.enrol(t.client(), user.id);
    const login = await t.pinLogin("Rosa", pin);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: user.id, role: "elderly" });
  });

  it("keeps a chosen PIN out of the answer", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.post(
      "/api/professional/users",
      elderly({ firstName: "Lola", lastName: "Paz", username: "Lola.Paz", generatePin: false, pin: "9182" }),
    );
    expect(res.status).toBe(201);
    expect(res.body.pin).toBeNull();
    expect(res.body.user.username).toBe("lola.paz");
    await t.enrol(t.client(), res.body.user.id);
    expect((await t.pinLogin("lola paz", "9182")).status).toBe(200);
  });

  it("suggests free usernames: carmen is taken, so carmen.lopez, then carmen.lopez2", async () => {
    const c = await t.loginAs("profesional");
    expect((await c.get(suggestionUrl("Carmen", "López Díaz"))).body).toEqual({ username: "carmen.lopez" });
    expect((await c.get(suggestionUrl("Águeda"))).body).toEqual({ username: "agueda" });
    const created = await c.post(
      "/api/professional/users",
      elderly({ firstName: "Carmen", lastName: "López Díaz", generatePin: false, pin: "6831" }),
    );
    expect(created.status).toBe(201);
    expect(created.body.user.username).toBe("carmen.lopez");
    expect((await c.get(suggestionUrl("Carmen", "López"))).body).toEqual({ username: "carmen.lopez2" });
    // Each municipality has its own usernames: in Monte Claro 'carmen' is Carmen Ruiz's, 'carmen.lopez' is free.
    const mc = await t.loginAs("profesionalMc");
    const mcUrl = `/api/professional/${t.ids.users.profesionalMc}/username-suggestion?firstName=Carmen&lastName=L%C3%B3pez`;
    expect((await mc.get(mcUrl)).body).toEqual({ username: "carmen.lopez" });
  });

  it("gives a second Carmen the PIN of Carmen López (4826) if asked: the answer reveals no one else's PIN", async () => {
    const c = await t.loginAs("profesional");
    const created = await c.post(
      "/api/professional/users",
      elderly({ firstName: "Carmen", lastName: "Vidal", generatePin: false, pin: "4826" }),
    );
    expect(created.status).toBe(201);
    expect(created.body.pin).toBeNull();
    await t.enrol(t.client(), created.body.user.id);
    // On the tablet both answer to 'Carmen' with that PIN: no one is signed in at random; the full name decides.
    const ambiguous = await t.pinLogin("Carmen", "4826");
    expect(ambiguous.status).toBe(409);
    expect(ambiguous.body).toMatchObject({ message: MESSAGES.pinNameAmbiguous, code: PIN_NAME_AMBIGUOUS });
    expect((await t.pinLogin("Carmen Vidal", "4826")).body.user.id).toBe(created.body.user.id);
    expect((await t.pinLogin("Carmen López", "4826")).body.user.id).toBe(t.ids.users.carmen);
    // Another PIN for Carmen Vidal, so 'Carmen' with 4826 is Carmen López's again for the tests below.
    expect((await c.put(`/api/users/${created.body.user.id}/pin`, { pin: "7351" })).status).toBe(200);
    expect((await t.pinLogin("Carmen", "4826")).body.user.id).toBe(t.ids.users.carmen);
  });

  it("refuses a username that exists in the municipality, ignoring case", async () => {
    const c = await t.loginAs("profesional");
    await expectRefusal(() => c.post("/api/professional/users", elderly({ username: "ANTONIO" })), {
      status: 409,
      message: M.usernameTaken,
      unchanged: counts,
    });
  });

  it.each([
    ["no kind", { kind: undefined }, M.kindInvalid],
    ["an unknown kind", { kind: "admin" }, M.kindInvalid],
    ["no first name", { firstName: "" }, M.nameRequired],
    ["no last name", { lastName: undefined }, M.nameRequired],
    ["a username with spaces", { username: "rosa maria" }, M.usernameFormat],
    ["a username with accents", { username: "rosá" }, M.usernameFormat],
    ["both a PIN and generation", { pin: "1357" }, M.pinChoice],
    ["neither a PIN nor generation", { generatePin: false }, M.pinChoice],
    ["a PIN of 3 digits", { generatePin: false, pin: "135" }, M.pinFormat],
    ["a PIN with letters", { generatePin: false, pin: "12a4" }, M.pinFormat],
    ["a consent as text", { familyConsent: "true" }, M.consentRequired],
    ["a missing consent", { personalConsent: undefined }, M.consentRequired],
    ["an age of 30", { age: 30 }, M.ageRange],
    ["a bad phone", { emergencyContactPhone: "abc" }, M.phoneInvalid],
  ])("refuses %s with its Spanish message and writes nothing", async (_label, change, message) => {
    const c = await t.loginAs("profesional");
    await expectRefusal(() => c.post("/api/professional/users", elderly(change)), {
      status: 400,
      message,
      unchanged: counts,
    });
  });
});

describe("access (older person)", () => {
  it.each(["familia", "carmen"] as const)("%s cannot create users (403), nothing written", async (who) => {
    const c = await t.loginAs(who);
    const before = await counts();
    expect((await c.post("/api/professional/users", elderly({ firstName: "Intrusa" }))).status).toBe(403);
    expect((await c.get(suggestionUrl("Rosa"))).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("creates in the professional's own municipality whatever the body says", async () => {
    const c = await t.loginAs("profesionalMc");
    const res = await c.post(
      "/api/professional/users",
      elderly({ firstName: "Inés", lastName: "Gil", municipalityId: VV() }),
    );
    expect(res.status).toBe(201);
    const [row] = await query(`select municipality_id from users where id = '${res.body.user.id}'`);
    expect(row.municipality_id).toBe(t.ids.municipalities.monteClaro);
  });

  it("the suggestion needs the professional's own id and a first name", async () => {
    const c = await t.loginAs("profesional");
    const other = await c.get(
      `/api/professional/${t.ids.users.profesionalMc}/username-suggestion?firstName=Rosa`,
    );
    expect(other.status).toBe(403);
    const noName = await c.get(`/api/professional/${t.ids.users.profesional}/username-suggestion`);
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(M.firstNameForSuggestion);
    expect((await c.get("/api/professional/abc/username-suggestion?firstName=Rosa")).status).toBe(400);
  });
});
