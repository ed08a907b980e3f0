import { MESSAGES } from "@shared/api/auth";
import { PASSWORD_CHANGE_REQUIRED } from "@shared/api/contract";
import { PASSWORD_MESSAGES } from "@shared/domain/password-rules";
import { describe, expect, it } from "vitest";
import { ONE_TIME_PASSWORD_PATTERN } from "../auth/one-time-password";
import { useTestContext } from "../test/harness";
import { GOOD_PASSWORD, makeAccount } from "../test/password-accounts";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// Change of one's own password, reset by staff and the forced change after a one-time password
// (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts).

const t = useTestContext();
const { query, n } = sqlReaders(t);
const NEW_PASSWORD = "Un-paseo-por-el-parque-9";
const hashOf = async (id: string) => (await query(`select password_hash from users where id = '${id}'`))[0].password_hash;
const rowOf = async (id: string) =>
  (await query(`select must_change_password, password_changed_at from users where id = '${id}'`))[0];
const audits = (action: string, id: string) =>
  n(`select count(*)::int as n from audit_log where action = '${action}' and subject_user_id = '${id}'`);

describe("POST /api/auth/password (change one's own)", () => {
  it("refuses a wrong current password with a Spanish 401 that changes nothing but keeps the session", async () => {
    const a = await makeAccount(t, "family");
    const { c } = await a.login();
    await expectRefusal(() => c.post("/api/auth/password", { currentPassword: "no-es-esta", newPassword: NEW_PASSWORD }), {
      status: 401,
      message: MESSAGES.currentPasswordWrong,
      unchanged: () => Promise.all([hashOf(a.id), rowOf(a.id)]),
    });
    expect((await c.get("/api/auth/me")).status).toBe(200);
  });

  it("counts wrong current passwords like failed logins: the tenth locks the account for login too", async () => {
    const a = await makeAccount(t, "professional");
    const { c } = await a.login();
    const wrong = () => c.post("/api/auth/password", { currentPassword: "adivinanza", newPassword: NEW_PASSWORD });
    for (let i = 0; i < 9; i++) expect((await wrong()).status).toBe(401);
    const tenth = await wrong();
    expect(tenth.status).toBe(423);
    expect(tenth.body.message).toBe(MESSAGES.locked);
    // Locked: even the right current password is not checked now, and login is locked as well.
    expect((await c.post("/api/auth/password", { currentPassword: a.password, newPassword: NEW_PASSWORD })).status).toBe(423);
    expect((await a.login()).res.status).toBe(423);
    expect(await hashOf(a.id)).toBe(await hashOf(a.id));
  });

  it.each([
    ["11 characters for staff", "professional", "k7pm-x3dq-9", PASSWORD_MESSAGES.tooShortProfessional],
    ["7 characters for family", "family", "k7pm-x3", PASSWORD_MESSAGES.tooShortFamily],
    ["a blocklisted password", "professional", "qwerty123456", PASSWORD_MESSAGES.common],
    ["the person's own name", "family", "prueba-y-mas-prueba", PASSWORD_MESSAGES.personal],
    ["the same password again", "family", GOOD_PASSWORD, PASSWORD_MESSAGES.sameAsCurrent],
  ] as const)("refuses %s as the new password", async (_label, role, newPassword, message) => {
    const a = await makeAccount(t, role);
    const { c } = await a.login();
    await expectRefusal(() => c.post("/api/auth/password", { currentPassword: a.password, newPassword }), {
      status: 400,
      message,
      unchanged: () => Promise.all([hashOf(a.id), rowOf(a.id), audits("password.change", a.id)]),
    });
  });

  it("changes it, ends every other session of the person, keeps this one, and audits it", async () => {
    const a = await makeAccount(t, "professional");
    const { c: here } = await a.login();
    const { c: elsewhere } = await a.login();
    const { c: third } = await a.login();
    const other = await makeAccount(t, "professional");
    const { c: colleague } = await other.login();
    const res = await here.post("/api/auth/password", { currentPassword: a.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.passwordChanged, endedSessions: 2 });
    expect((await here.get("/api/auth/me")).status).toBe(200);
    expect((await elsewhere.get("/api/auth/me")).status).toBe(401);
    expect((await third.get("/api/auth/me")).status).toBe(401);
    expect((await colleague.get("/api/auth/me")).status).toBe(200);
    expect(new Date(String((await rowOf(a.id)).password_changed_at)).getTime()).toBe(t.clock.now().getTime());
    expect(await audits("password.change", a.id)).toBe(1);
    expect((await a.login(a.password)).res.status).toBe(401);
    expect((await a.login(NEW_PASSWORD)).res.status).toBe(200);
  });

  it("is not for older people, who use a PIN (403)", async () => {
    const c = await t.loginAs("carmen");
    const res = await c.post("/api/auth/password", { currentPassword: "4826", newPassword: NEW_PASSWORD });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/users/{id}/password-reset (staff)", () => {
  it("gives a colleague of the same municipality a one-time password and ends all their sessions", async () => {
    const target = await makeAccount(t, "professional");
    const { c: targetSession } = await target.login();
    const staff = await t.loginAs("profesional");
    const res = await staff.post(`/api/users/${target.id}/password-reset`);
    expect(res.status).toBe(200);
    expect(res.body.temporaryPassword).toMatch(ONE_TIME_PASSWORD_PATTERN);
    expect(res.body.endedSessions).toBe(1);
    expect((await targetSession.get("/api/auth/me")).status).toBe(401);
    expect((await rowOf(target.id)).must_change_password).toBe(true);
    expect(await audits("password.reset", target.id)).toBe(1);
    expect((await target.login(target.password)).res.status).toBe(401);
  });

  it.each([
    ["a professional of another municipality", "profesionalMc", "family"],
    ["themselves", "profesional", "self"],
    ["an older person", "profesional", "elderly"],
  ] as const)("answers 404 and changes nothing when aimed at %s", async (_label, who, kind) => {
    const target =
      kind === "self" ? t.ids.users.profesional : kind === "elderly" ? t.ids.users.carmen : (await makeAccount(t, "family")).id;
    const staff = await t.loginAs(who);
    await expectRefusal(() => staff.post(`/api/users/${target}/password-reset`), {
      status: 404,
      unchanged: () => Promise.all([hashOf(target), rowOf(target), n("select count(*)::int as n from sessions")]),
    });
  });

  it("is refused to family members (403)", async () => {
    const target = await makeAccount(t, "family");
    const res = await (await t.loginAs("familia")).post(`/api/users/${target.id}/password-reset`);
    expect(res.status).toBe(403);
  });

  it("the one-time password works once, and only to choose a new one", async () => {
    const target = await makeAccount(t, "family");
    const staff = await t.loginAs("profesional");
    const { temporaryPassword } = (await staff.post(`/api/users/${target.id}/password-reset`)).body;
    const { c, res } = await target.login(temporaryPassword);
    expect(res.status).toBe(200);
    expect(res.body.user.mustChangePassword).toBe(true);
    // Everything but me, logout and change-password is refused with a code the client acts on.
    for (const path of ["/api/auth/sessions", "/api/family/relatives"]) {
      const refused = await c.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toEqual({ message: MESSAGES.passwordChangeRequired, code: PASSWORD_CHANGE_REQUIRED });
    }
    const me = await c.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.user.mustChangePassword).toBe(true);
    const changed = await c.post("/api/auth/password", { currentPassword: temporaryPassword, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await rowOf(target.id)).must_change_password).toBe(false);
    expect((await c.get("/api/auth/me")).body.user.mustChangePassword).toBeUndefined();
    expect((await c.get("/api/auth/sessions")).status).toBe(200);
    expect((await target.login(temporaryPassword)).res.status).toBe(401);
  });

  it("lets a forced session sign out", async () => {
    const target = await makeAccount(t, "professional", { mustChangePassword: true });
    const { c } = await target.login();
    expect((await c.post("/api/auth/logout")).status).toBe(204);
    expect((await c.get("/api/auth/me")).status).toBe(401);
  });
});

describe("accounts staff create", () => {
  it("a family member created by staff must replace the temporary password at first sign-in", async () => {
    const staff = await t.loginAs("profesional");
    const email = `nuevo.familiar.${Date.now()}@prueba.es`;
    const created = await staff.post("/api/professional/users", {
      kind: "family",
      firstName: "Nuevo",
      lastName: "Familiar",
      email,
      elderlyUserId: t.ids.users.carmen,
    });
    expect(created.status).toBe(201);
    expect(created.body.temporaryPassword).toMatch(ONE_TIME_PASSWORD_PATTERN);
    const c = t.client(undefined, { isEnrolled: false });
    const login = await c.post("/api/auth/login", { username: email, password: created.body.temporaryPassword });
    expect(login.body.user.mustChangePassword).toBe(true);
  });
});

describe("GET /api/professional/{id}/password-accounts", () => {
  it("lists the municipality's family members and colleagues, never the caller or older people", async () => {
    const res = await (await t.loginAs("profesional")).get(
      `/api/professional/${t.ids.users.profesional}/password-accounts?search=acompana.demo`,
    );
    expect(res.status).toBe(200);
    const emails = res.body.items.map((a: { email: string }) => a.email);
    expect(emails).toContain("familia@acompana.demo");
    expect(emails).not.toContain("profesional@acompana.demo");
    expect(emails).not.toContain("profesional.mc@acompana.demo");
    expect(JSON.stringify(res.body)).not.toMatch(/hash|scrypt/i);
  });
});
