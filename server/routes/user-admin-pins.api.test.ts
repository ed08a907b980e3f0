import { MESSAGES, PIN_NAME_AMBIGUOUS } from "@shared/api/messages";
import { USER_ADMIN_MESSAGES as M } from "@shared/api/user-admin";
import { describe, expect, it } from "vitest";
import { WEAK_PIN_REASONS, weakPinReason } from "@shared/domain/weak-pins";
import { pickPin } from "../services/professional/pins";
import { useTestContext } from "../test/harness";
import { STAFF_EDIT_OUTSIDERS } from "../test/outsiders";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// 'Gestión PINs': list with lockout state, reset (chosen or generated), unlock.

const t = useTestContext();

const { query, n } = sqlReaders(t);
const VV = () => t.ids.municipalities.valleVerde;
const pinsUrl = (params = "", id = t.ids.users.profesional) => `/api/professional/${id}/pins${params}`;
const pinHashOf = async (id: string) =>
  (await query(`select pin_hash from users where id = '${id}'`))[0].pin_hash;
// The test clock stands still, so rows are compared as sorted lists rather than by time.
const sortRows = <R>(rows: R[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
/** The audit rows of refused PIN changes of a person (actor and detail), sorted. */
const refusalsOf = async (id: string) =>
  sortRows(
    await query(`select actor_id, detail from audit_log where action = 'user.pin.refused' and subject_user_id = '${id}'`),
  );
const failuresCounted = () => n(`select coalesce(sum(failures), 0)::int as n from login_attempts where kind like 'pin-%'`);
const lockRows = () => n(`select count(*)::int as n from login_attempts where kind = 'pin-name'`);

describe("GET /api/professional/{id}/pins", () => {
  it("pages the municipality's older people with their PIN state, never a hash", async () => {
    const c = await t.loginAs("profesional");
    const page = await c.get(pinsUrl("?page=1&pageSize=5"));
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(5);
    expect(page.body.total).toBe(
      await n(
        `select count(*)::int as n from users where municipality_id = '${VV()}' and role = 'elderly' and status = 'active'`,
      ),
    );
    expect(JSON.stringify(page.body)).not.toMatch(/hash|scrypt/i);
    const search = await c.get(pinsUrl("?search=GARC%C3%8DA"));
    expect(search.body).toEqual({
      items: [
        {
          id: t.ids.users.antonio,
          firstName: "Antonio",
          lastName: "García",
          username: "antonio",
          hasPin: true,
          lastLoginAt: expect.any(String),
          failedAttempts: 0,
          lockedUntil: null,
        },
      ],
      total: 1,
    });
    expect((await c.get(pinsUrl("?search=carmen"))).body.items.map((u: { id: string }) => u.id)).toEqual([
      t.ids.users.carmen,
    ]);
  });

  it.each([
    ["page 0", "?page=0", "Página no válida"],
    ["a page size of 101", "?pageSize=101", "Tamaño de página no válido"],
    ["a page size in words", "?pageSize=diez", "Tamaño de página no válido"],
  ])("refuses %s", async (_label, params, message) => {
    const res = await (await t.loginAs("profesional")).get(pinsUrl(params));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ["profesional", "profesionalMc", 403],
    ["profesionalMc", "profesional", 403],
    ["familia", "familia", 403],
    ["carmen", "carmen", 403],
    ["profesional", "abc", 400],
  ] as const)("%s listing with the id of %s in the path -> %i", async (who, owner, status) => {
    const id = owner === "abc" ? owner : t.ids.users[owner];
    const res = await (await t.loginAs(who)).get(pinsUrl("", id));
    expect(res.status).toBe(status);
    expect(JSON.stringify(res.body)).not.toContain("items");
  });
});

describe("lockout and unlock", () => {
  it("shows the failures, then the lock, and unlocking lets the right PIN in", async () => {
    const c = await t.loginAs("profesional");
    const antonio = async () => (await c.get(pinsUrl("?search=antonio"))).body.items[0];
    for (let i = 0; i < 2; i++) expect((await t.pinLogin("Antonio", "0000")).status).toBe(401);
    expect(await antonio()).toMatchObject({ failedAttempts: 2, lockedUntil: null });
    for (let i = 0; i < 2; i++) expect((await t.pinLogin("antonio garcia", "0000")).status).toBe(401);
    // Failures count for the person whichever of his names was typed (a lock cannot be sidestepped).
    expect((await antonio()).failedAttempts).toBe(4);
    for (let i = 0; i < 2; i++) expect((await t.pinLogin("Antonio", "0000")).status).toBe(401);
    const locked = await t.pinLogin("Antonio", "0000");
    expect(locked.status).toBe(423);
    expect(locked.body.message).toBe(MESSAGES.locked);
    expect((await t.pinLogin("Antonio", "5173")).status).toBe(423);
    expect(await antonio()).toMatchObject({
      failedAttempts: 5,
      lockedUntil: new Date(t.clock.now().getTime() + 15 * 60_000).toISOString(),
    });

    // Another municipality cannot unlock him; an older person or a relative cannot either.
    for (const [who, status] of [
      ["profesionalMc", 404],
      ["familia2", 403],
      ["carmen", 403],
    ] as const) {
      const res = await (await t.loginAs(who)).post(`/api/users/${t.ids.users.antonio}/unlock`);
      expect(res.status).toBe(status);
    }
    expect((await t.pinLogin("Antonio", "5173")).status).toBe(423);

    const audits = await t.count("audit_log");
    expect((await c.post(`/api/users/${t.ids.users.antonio}/unlock`)).status).toBe(204);
    expect(await t.count("audit_log")).toBe(audits + 1);
    expect(await antonio()).toMatchObject({ failedAttempts: 0, lockedUntil: null });
    const ok = await t.pinLogin("Antonio", "5173");
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(t.ids.users.antonio);
    expect((await antonio()).lastLoginAt).toBe(t.clock.now().toISOString());
  });

  it("unlocking someone of another municipality or a missing id is 404", async () => {
    const c = await t.loginAs("profesional");
    expect((await c.post(`/api/users/${t.ids.users.carmenRuiz}/unlock`)).status).toBe(404);
    expect((await c.post("/api/users/00000000-0000-4000-8000-0000000000ff/unlock")).status).toBe(404);
    expect((await c.post("/api/users/abc/unlock")).status).toBe(400);
  });
});

describe("PUT /api/users/{id}/pin", () => {
  it("resets Antonio's PIN: the new one works, the old one not, and his sessions end", async () => {
    const antonio = await t.loginAs("antonio");
    const c = await t.loginAs("profesional");
    // Two wrong tries first: a reset clears them.
    for (let i = 0; i < 2; i++) await t.pinLogin("Antonio", "0000");
    const res = await c.put(`/api/users/${t.ids.users.antonio}/pin`, { generate: true });
    expect(res.status).toBe(200);
    const { pin } = res.body;
    expect(pin).toMatch(/^\d{4}$/);
    expect(weakPinReason(pin)).toBeNull();
    expect(Object.keys(res.body)).toEqual(["pin"]);
    expect((await c.get(pinsUrl("?search=antonio"))).body.items[0].failedAttempts).toBe(0);
    expect((await antonio.get("/api/auth/me")).status).toBe(401);
    if (pin !== "5173") expect((await t.pinLogin("Antonio", "5173")).status).toBe(401);
    expect((await t.pinLogin("Antonio", pin)).body.user.id).toBe(t.ids.users.antonio);
    const [audit] = await query(
      `select actor_id, detail from audit_log where action = 'user.pin.set' and subject_user_id = '${t.ids.users.antonio}'`,
    );
    expect(audit).toEqual({ actor_id: t.ids.users.profesional, detail: { generated: true } });
    // Back to the demo PIN for the tests below.
    expect((await c.put(`/api/users/${t.ids.users.antonio}/pin`, { pin: "5173" })).body).toEqual({
      pin: null,
    });
  });

  it("refuses a common PIN with its reason, changing nothing", async () => {
    const c = await t.loginAs("profesional");
    const before = await pinHashOf(t.ids.users.dolores);
    for (const [pin, reason] of [
      ["2222", "repeated"],
      ["1234", "sequence"],
      ["2580", "keypad"],
      ["1956", "year"],
    ] as const) {
      const res = await c.put(`/api/users/${t.ids.users.dolores}/pin`, { pin });
      expect(res.status, pin).toBe(400);
      expect(res.body.message).toBe(WEAK_PIN_REASONS[reason]);
      // Each refusal is audited with its reason, never with the PIN.
    }
    expect(await pinHashOf(t.ids.users.dolores)).toBe(before);
    // Each refusal is audited with its reason, never with the PIN.
    expect(await refusalsOf(t.ids.users.dolores)).toEqual(
      ["keypad", "repeated", "sequence", "year"].map((weakReason) => ({
        actor_id: t.ids.users.profesional,
        detail: { reason: "weak", weakReason },
      })),
    );
  });

  it("sets a chosen PIN and does not echo it", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.put(`/api/users/${t.ids.users.dolores}/pin`, { pin: "8316" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pin: null });
    expect((await t.pinLogin("Dolores", "8316")).status).toBe(200);
    expect((await t.pinLogin("Dolores", "3958")).status).toBe(401);
  });

  it("gives a second Carmen the PIN of Carmen López (4826): the answer reveals nothing about other people's PINs", async () => {
    const c = await t.loginAs("profesional");
    const created = await c.post("/api/professional/users", {
      kind: "elderly",
      firstName: "Carmen",
      lastName: "Ortiz",
      familyConsent: false,
      personalConsent: true,
      generatePin: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.user.username).toBe("carmen.ortiz");
    const id = created.body.user.id;
    // Any PIN that is not a common one is answered the same way, whoever else uses it.
    for (const pin of ["4826", "7351"]) {
      const res = await c.put(`/api/users/${id}/pin`, { pin });
      expect(res.status, pin).toBe(200);
      expect(res.body).toEqual({ pin: null });
    }
    expect((await c.put(`/api/users/${id}/pin`, { pin: "4826" })).status).toBe(200);
    await t.enrol(t.client(), id);

    // On the tablet both Carmens answer to 'Carmen' with 4826: no one is signed in at random, and the
    // question changes nothing (no failure counted, no session opened).
    const untouched = async () => [await t.count("sessions"), await failuresCounted()];
    const before = await untouched();
    const ambiguous = await t.pinLogin("Carmen", "4826");
    expect(ambiguous.status).toBe(409);
    expect(ambiguous.body).toMatchObject({ message: MESSAGES.pinNameAmbiguous, code: PIN_NAME_AMBIGUOUS });
    expect(ambiguous.headers["set-cookie"]?.toString() ?? "").not.toContain("sid=");
    expect(await untouched()).toEqual(before);
    // The full name or the username tells them apart.
    expect((await t.pinLogin("Carmen Ortiz", "4826")).body.user.id).toBe(id);
    expect((await t.pinLogin("carmen.ortiz", "4826")).body.user.id).toBe(id);
    expect((await t.pinLogin("Carmen López", "4826")).body.user.id).toBe(t.ids.users.carmen);
    // A wrong PIN under the shared name is an ordinary failure.
    expect((await t.pinLogin("Carmen", "9137")).status).toBe(401);
    // Different PINs: the typed first name is enough again.
    expect((await c.put(`/api/users/${id}/pin`, { pin: "7351" })).status).toBe(200);
    expect((await t.pinLogin("Carmen", "7351")).body.user.id).toBe(id);
    expect((await t.pinLogin("Carmen", "4826")).body.user.id).toBe(t.ids.users.carmen);
  });

  it("generation avoids common PINs", () => {
    for (let i = 0; i < 50; i++) {
      const { pin, generated } = pickPin();
      expect(generated).toBe(true);
      expect(pin).toMatch(/^\d{4}$/);
      expect(weakPinReason(pin)).toBeNull();
    }
  });

  it.each([
    ["an empty body", {}, M.pinChoice],
    ["a PIN of 3 digits", { pin: "123" }, M.pinFormat],
    ["a PIN as a number", { pin: 1234 }, M.pinFormat],
    ["a PIN and generation", { pin: "1357", generate: true }, M.pinChoice],
    ["generate false", { generate: false }, M.pinChoice],
    ["generate as text", { generate: "true" }, M.pinChoice],
  ])("refuses %s, keeps the PIN and audits the refusal", async (_label, body, message) => {
    const c = await t.loginAs("profesional");
    const id = t.ids.users.antonio;
    const refusals = await refusalsOf(id);
    await expectRefusal(() => c.put(`/api/users/${id}/pin`, body), {
      status: 400,
      message,
      unchanged: async () => [await pinHashOf(id), await lockRows()],
    });
    const added = { actor_id: t.ids.users.profesional, detail: { reason: "format", message } };
    expect(await refusalsOf(id)).toEqual(sortRows([...refusals, added]));
  });

  it.each(STAFF_EDIT_OUTSIDERS)("%s setting the PIN of %s -> %i, nothing changed", async (who, whose, status) => {
    const c = await t.loginAs(who);
    const id = t.ids.users[whose];
    await expectRefusal(() => c.put(`/api/users/${id}/pin`, { pin: "8642" }), {
      status,
      unchanged: async () => [await pinHashOf(id), await lockRows()],
    });
  });
});
