import { MESSAGES } from "@shared/api/auth";
import { USER_ADMIN_MESSAGES as M } from "@shared/api/user-admin";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// 'Crear Usuario' for a family member: temporary password shown once, approved link to one of the
// municipality's older people. Older people: user-admin-create-elderly.api.test.ts.

const t = useTestContext();

const { query } = sqlReaders(t);
const VV = () => t.ids.municipalities.valleVerde;
/** What a refused creation must leave untouched. */
const counts = () => t.counts("users", "consent_events", "family_links", "audit_log");

describe("POST /api/professional/users (family member)", () => {
  const family = (extra: object = {}) => ({
    kind: "family",
    firstName: "Lucas",
    lastName: "López",
    email: "  Lucas.Lopez@Example.COM ",
    elderlyUserId: t.ids.users.carmen,
    ...extra,
  });

  it("creates an active account with a temporary password shown once and an approved link", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.post("/api/professional/users", family());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user: {
        role: "family",
        status: "active",
        email: "lucas.lopez@example.com",
        username: "lucas.lopez@example.com",
        preferences: { elderlyUserId: t.ids.users.carmen },
        hasPin: false,
      },
      pin: null,
    });
    const { temporaryPassword, user } = res.body;
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
    expect(JSON.stringify(res.body)).not.toMatch(/hash|scrypt/i);
    const [row] = await query(`select password_hash from users where id = '${user.id}'`);
    expect(row.password_hash).not.toContain(temporaryPassword);
    expect(
      await query(`select status, approved_by from family_links where family_user_id = '${user.id}'`),
    ).toEqual([{ status: "approved", approved_by: t.ids.users.profesional }]);

    const lucas = t.client();
    const login = await lucas.post("/api/auth/login", {
      username: "lucas.lopez@example.com",
      password: temporaryPassword,
      municipalityId: VV(),
      expectedRole: "family",
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      id: user.id,
      preferences: { elderlyUserId: t.ids.users.carmen },
      mustChangePassword: true,
    });
    // The temporary password opens nothing but the choice of a new one.
    expect((await lucas.get("/api/family/relatives")).status).toBe(403);
    const changed = await lucas.post("/api/auth/password", {
      currentPassword: temporaryPassword,
      newPassword: "Un-paseo-por-el-parque-9",
    });
    expect(changed.status).toBe(200);
    const relatives = (await lucas.get("/api/family/relatives")).body;
    expect(relatives).toEqual([
      expect.objectContaining({
        status: "approved",
        elderly: expect.objectContaining({ id: t.ids.users.carmen }),
      }),
    ]);
  });

  it("refuses an e-mail already in use, whatever its case", async () => {
    const c = await t.loginAs("profesional");
    await expectRefusal(() => c.post("/api/professional/users", family({ email: "FAMILIA@acompana.demo" })), {
      status: 409,
      message: MESSAGES.emailTaken,
      unchanged: counts,
    });
  });

  it.each([
    ["an older person of another municipality", () => t.ids.users.carmenRuiz],
    ["a family member", () => t.ids.users.familia],
    ["a missing id", () => "00000000-0000-4000-8000-0000000000ff"],
  ])("answers 404 for %s and writes nothing", async (_label, id) => {
    const c = await t.loginAs("profesional");
    await expectRefusal(
      () => c.post("/api/professional/users", family({ email: "otra@example.com", elderlyUserId: id() })),
      { status: 404, unchanged: counts },
    );
  });

  it.each([
    ["a bad e-mail", { email: "lucas@" }, MESSAGES.emailInvalid],
    ["no e-mail", { email: undefined }, MESSAGES.emailInvalid],
    ["no older person", { elderlyUserId: undefined }, M.elderlyRequired],
    ["a malformed older person id", { elderlyUserId: "carmen" }, M.elderlyRequired],
    ["no first name", { firstName: " " }, M.nameRequired],
  ])("refuses %s with its Spanish message and writes nothing", async (_label, change, message) => {
    const c = await t.loginAs("profesional");
    await expectRefusal(() => c.post("/api/professional/users", family(change)), {
      status: 400,
      message,
      unchanged: counts,
    });
  });
});

describe("access (family member)", () => {
  it("a professional cannot link a family member to another municipality's person", async () => {
    const c = await t.loginAs("profesionalMc");
    const ana = { kind: "family", firstName: "Ana", lastName: "Sanz", email: "ana.sanz@example.com" };
    await expectRefusal(() => c.post("/api/professional/users", { ...ana, elderlyUserId: t.ids.users.carmen }), {
      status: 404,
      unchanged: counts,
    });
  });

});
