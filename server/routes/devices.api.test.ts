import { DEVICE_MESSAGES, DEVICE_NOT_ENROLLED } from "@shared/api/devices";
import { ENROLMENT_FAILURES_PER_ADDRESS } from "@shared/domain/enrolment";
import { WRITE_LIMITS } from "@shared/domain/write-limits";
import { describe, expect, it } from "vitest";
import { sha256 } from "../auth/hashing";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// Tablet enrolment: codes from the person's record, redeemed by a browser that then may log in
// with the person's PIN; listing and revocation; limits. Clients here start unenrolled unless said.

const t = useTestContext();
const { n } = sqlReaders(t);
const MINUTE = 60_000;
const VV = () => t.ids.municipalities.valleVerde;
const carmenLogin = { username: "Carmen", pin: "4826" };

const newBrowser = () => t.client(undefined, { isEnrolled: false });
const codeFor = async (userId: string, body: object = {}) => {
  const lucia = await t.loginAs("profesional");
  const res = await lucia.post(`/api/users/${userId}/device-codes`, body);
  expect(res.status).toBe(201);
  return res.body as { code: string; expiresAt: string; deviceName: string };
};
const loginPin = (c: ReturnType<typeof newBrowser>, who = carmenLogin) =>
  c.post("/api/auth/login-pin", { ...who, municipalityId: VV() });

describe("enrolling a tablet", () => {
  it("refuses PIN login from an unenrolled browser without checking anything, then enrols it with a code", async () => {
    const tablet = newBrowser();
    expect((await tablet.get("/api/auth/device")).body).toEqual({ isEnrolled: false, people: [] });
    const attemptsBefore = await n("select count(*)::int as n from login_attempts");
    const refused = await loginPin(tablet);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: DEVICE_MESSAGES.notEnrolled, code: DEVICE_NOT_ENROLLED });
    expect(await n("select count(*)::int as n from login_attempts")).toBe(attemptsBefore);

    const made = await codeFor(t.ids.users.carmen, { deviceName: "Tableta del salón" });
    expect(made.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(new Date(made.expiresAt).getTime() - t.clock.now().getTime()).toBe(24 * 60 * MINUTE);
    // Typed as people type it: lower case, with a space.
    const typed = `${made.code.slice(0, 4).toLowerCase()} ${made.code.slice(4)}`;
    const enrolled = await tablet.post("/api/auth/device/enrol", { code: typed });
    expect(enrolled.status).toBe(201);
    expect(enrolled.body).toEqual({ isEnrolled: true, people: [{ firstName: "Carmen" }] });
    const cookie = (enrolled.headers["set-cookie"] as unknown as string[]).find((c) => c.startsWith("did="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(await n(`select count(*)::int as n from enrolled_devices where token_hash = '${tablet.deviceToken}'`)).toBe(0);

    const ok = await loginPin(tablet);
    expect(ok.status).toBe(200);
    expect((await tablet.get("/api/auth/me")).status).toBe(200);
    // Single use.
    const again = await newBrowser().post("/api/auth/device/enrol", { code: made.code });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(DEVICE_MESSAGES.codeInvalid);
  });

  it("lists the person's tablets with their last use, and revoking one ends its sessions at once", async () => {
    const tablet = newBrowser();
    const { code } = await codeFor(t.ids.users.antonio, { deviceName: "Tableta de la cocina" });
    expect((await tablet.post("/api/auth/device/enrol", { code })).status).toBe(201);
    expect((await loginPin(tablet, { username: "Antonio", pin: "5173" })).status).toBe(200);
    const lucia = await t.loginAs("profesional");
    const list = await lucia.get(`/api/users/${t.ids.users.antonio}/devices`);
    const device = list.body.devices.find((d: { name: string }) => d.name === "Tableta de la cocina");
    expect(device).toMatchObject({ enrolledBy: "Lucía Romero", lastUsedAt: t.clock.now().toISOString() });
    // Another person's id with this device reads as missing and changes nothing.
    expect((await lucia.delete(`/api/users/${t.ids.users.carmen}/devices/${device.id}`)).status).toBe(404);
    expect((await tablet.get("/api/auth/me")).status).toBe(200);

    expect((await lucia.delete(`/api/users/${t.ids.users.antonio}/devices/${device.id}`)).status).toBe(204);
    expect((await tablet.get("/api/auth/me")).status).toBe(401);
    expect((await loginPin(tablet, { username: "Antonio", pin: "5173" })).status).toBe(403);
    expect((await tablet.get("/api/auth/device")).body.isEnrolled).toBe(false);
  });

  it("enrols one tablet for a couple: a second code adds the second person to the same device", async () => {
    const tablet = newBrowser();
    expect((await tablet.post("/api/auth/device/enrol", { code: (await codeFor(t.ids.users.carmen)).code })).status).toBe(201);
    const token = tablet.deviceToken!;
    expect((await loginPin(tablet)).status).toBe(200);
    const second = await tablet.post("/api/auth/device/enrol", { code: (await codeFor(t.ids.users.dolores)).code });
    expect(second.body.people).toEqual([{ firstName: "Carmen" }, { firstName: "Dolores" }]);
    // Every enrolment mints a new token; the tablet's people moved to it, and Carmen's open session goes on.
    expect(tablet.deviceToken).not.toBe(token);
    expect((await tablet.get("/api/auth/me")).status).toBe(200);
    const stale = t.client(undefined, { isEnrolled: false });
    stale.setDeviceToken(token);
    expect((await stale.get("/api/auth/device")).body.isEnrolled).toBe(false);
    // A name the device does not serve is told so; nothing is counted against it.
    const other = await loginPin(tablet, { username: "Antonio", pin: "5173" });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(DEVICE_MESSAGES.notEnrolledForPerson);
    expect((await loginPin(tablet, { username: "Dolores", pin: "3958" })).status).toBe(200);
  });

  it("never adopts a device token the browser brings: a planted token is ignored and stays useless", async () => {
    // Someone plants a long token in the tablet's browser, hoping to share whatever it gets enrolled for.
    const planted = "p".repeat(43);
    const victim = newBrowser();
    victim.setDeviceToken(planted);
    const enrolled = await victim.post("/api/auth/device/enrol", { code: (await codeFor(t.ids.users.antonio)).code });
    expect(enrolled.status).toBe(201);
    expect(victim.deviceToken).not.toBe(planted);
    expect(victim.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await n(`select count(*)::int as n from enrolled_devices where token_hash = '${sha256(planted)}'`)).toBe(0);
    const attacker = newBrowser();
    attacker.setDeviceToken(planted);
    expect((await attacker.get("/api/auth/device")).body).toEqual({ isEnrolled: false, people: [] });
    const refused = await loginPin(attacker, { username: "Antonio", pin: "5173" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(DEVICE_NOT_ENROLLED);
    expect((await loginPin(victim, { username: "Antonio", pin: "5173" })).status).toBe(200);
  });

  it("lets a code expire after 24 h, and a newer code replace an unused older one", async () => {
    const old = await codeFor(t.ids.users.carmen);
    const newer = await codeFor(t.ids.users.carmen);
    expect((await newBrowser().post("/api/auth/device/enrol", { code: old.code })).status).toBe(403);
    t.clock.advance(24 * 60 * MINUTE);
    const late = await newBrowser().post("/api/auth/device/enrol", { code: newer.code });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(DEVICE_MESSAGES.codeInvalid);
    t.clock.advance(60 * MINUTE); // the wrong codes above wait out their address window
  });

  it("answers malformed codes in Spanish without a lookup, and locks an address after repeated wrong codes", async () => {
    for (const code of ["", "ABC", "ABCD-23456", "OOOO0000", 12345678]) {
      const res = await newBrowser().post("/api/auth/device/enrol", { code });
      expect(res.status, String(code)).toBe(400);
      expect([DEVICE_MESSAGES.codeRequired, DEVICE_MESSAGES.codeMalformed]).toContain(res.body.message);
    }
    const { code } = await codeFor(t.ids.users.carmen);
    for (let i = 0; i < ENROLMENT_FAILURES_PER_ADDRESS; i++)
      expect((await newBrowser().post("/api/auth/device/enrol", { code: "ZZZZ2222" })).status).toBe(403);
    const locked = await newBrowser().post("/api/auth/device/enrol", { code });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(DEVICE_MESSAGES.tooManyCodes);
    t.clock.advance(16 * MINUTE);
    expect((await newBrowser().post("/api/auth/device/enrol", { code })).status).toBe(201);
  });

  it("lets a relative with consent make a code; without consent or link, nothing is made", async () => {
    const before = await t.count("enrolment_codes");
    const javier = await t.loginAs("familia");
    expect((await javier.post(`/api/users/${t.ids.users.carmen}/device-codes`, {})).status).toBe(201);
    const elena = await t.loginAs("familia2");
    const privateInfo = await elena.post(`/api/users/${t.ids.users.antonio}/device-codes`, {});
    expect(privateInfo.status).toBe(403);
    expect((await elena.post(`/api/users/${t.ids.users.carmen}/device-codes`, {})).status).toBe(404);
    const carmen = await t.loginAs("carmen");
    expect((await carmen.post(`/api/users/${t.ids.users.carmen}/device-codes`, {})).status).toBe(403);
    const lucia = await t.loginAs("profesional");
    const tooLong = await lucia.post(`/api/users/${t.ids.users.carmen}/device-codes`, { deviceName: "x".repeat(61) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(DEVICE_MESSAGES.deviceNameTooLong);
    expect((await lucia.post(`/api/users/${t.ids.users.profesional}/device-codes`, {})).status).toBe(404);
    // Javier's code replaced nothing but the person's earlier unused ones: one live code for Carmen.
    expect(await t.count("enrolment_codes")).toBeLessThanOrEqual(before + 1);
  });

  it("limits how many codes one account makes in an hour", async () => {
    t.clock.advance(2 * 60 * MINUTE);
    const lucia = await t.loginAs("profesional");
    const limit = WRITE_LIMITS["device-code"].max;
    for (let i = 0; i < limit; i++)
      expect((await lucia.post(`/api/users/${t.ids.users.dolores}/device-codes`, {})).status).toBe(201);
    const refused = await lucia.post(`/api/users/${t.ids.users.dolores}/device-codes`, {});
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(WRITE_LIMITS["device-code"].message);
  });
});
