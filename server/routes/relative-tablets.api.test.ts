import { DEVICE_MESSAGES } from "@shared/api/devices";
import { describe, expect, it } from "vitest";
import { sha256 } from "../auth/hashing";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// A relative's access to the person ends (family consent withdrawn, the relative's account erased): the tablets
// that relative enrolled for the person, their sessions and the relative's unused codes go in the same moment
// (docs/decisions/0007-device-enrolment.md). Javier López is Carmen's son (approved link, consent on).

const t = useTestContext();
const { n, query } = sqlReaders(t);
const VV = () => t.ids.municipalities.valleVerde;
const carmen = () => t.ids.users.carmen;
const javierId = () => t.ids.users.familia;

const newBrowser = () => t.client(undefined, { isEnrolled: false });
const javierCode = async () => {
  const javier = await t.loginAs("familia");
  const res = await javier.post(`/api/users/${carmen()}/device-codes`, { deviceName: "Móvil de Javier" });
  expect(res.status).toBe(201);
  return res.body.code as string;
};
/** Javier's own browser, enrolled with his code and signed in as his mother. */
const javierBrowserAsCarmen = async () => {
  const browser = newBrowser();
  expect((await browser.post("/api/auth/device/enrol", { code: await javierCode() })).status).toBe(201);
  const login = await browser.post("/api/auth/login-pin", { username: "Carmen", pin: "4826", municipalityId: VV() });
  expect(login.status).toBe(200);
  return browser;
};
const setConsents = (c: ReturnType<typeof newBrowser>, familyConsent: boolean) =>
  c.put("/api/users/me/consents", { userId: carmen(), familyConsent, personalConsent: true });

describe("withdrawing family consent", () => {
  it("removes at once the tablets and codes Javier made for Carmen, with their sessions; staff's tablet stays", async () => {
    const javierBrowser = await javierBrowserAsCarmen();
    const outstanding = await javierCode();
    const carmenTablet = await t.loginAs("carmen"); // the seeded tablet, enrolled by no relative

    const saved = await setConsents(carmenTablet, false);
    expect(saved.status).toBe(200);
    // Javier's browser is no longer Carmen: no session, no consent switch, no PIN login, no tablet.
    expect((await javierBrowser.get("/api/auth/me")).status).toBe(401);
    expect(saved.body).toEqual({
      familyConsent: false,
      personalConsent: true,
      removedTablets: [{ relativeFirstName: "Javier", devices: 1 }],
    });
    expect((await setConsents(javierBrowser, true)).status).toBe(401);
    const again = await javierBrowser.post("/api/auth/login-pin", { username: "Carmen", pin: "4826", municipalityId: VV() });
    expect(again.status).toBe(403);
    expect((await javierBrowser.get("/api/auth/device")).body.isEnrolled).toBe(false);
    // His unused code is gone too, and he cannot make another.
    const late = await newBrowser().post("/api/auth/device/enrol", { code: outstanding });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(DEVICE_MESSAGES.codeInvalid);
    const javier = await t.loginAs("familia");
    expect((await javier.post(`/api/users/${carmen()}/device-codes`, {})).status).toBe(403);
    expect(await n(`select count(*)::int as n from enrolled_devices where enrolled_by = '${javierId()}'`)).toBe(0);

    // Carmen's own tablet keeps working, and staff see what happened in her record.
    expect((await carmenTablet.get("/api/auth/me")).status).toBe(200);
    const lucia = await t.loginAs("profesional");
    const record = await lucia.get(`/api/users/${carmen()}/record`);
    const entry = record.body.accessLog.find((e: { action: string }) => e.action === "device.revoke-relative");
    expect(entry).toMatchObject({
      actorId: carmen(),
      detail: { familyUserId: javierId(), reason: "consent-withdrawn", devices: 1, codes: 1 },
    });

    const back = await setConsents(carmenTablet, true);
    expect(back.body.removedTablets).toEqual([]);
  });

  it("refuses a relative's code once the link or the consent is gone, even if the code survived", async () => {
    // As if the code had been made in the instant the access ended: only the redemption's own check stops it.
    const code = await javierCode();
    await query(`update users set family_consent = false where id = '${carmen()}'`);
    const refused = await newBrowser().post("/api/auth/device/enrol", { code });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(DEVICE_MESSAGES.codeInvalid);
    await query(`update users set family_consent = true where id = '${carmen()}'`);

    const second = await javierCode();
    await query(`update family_links set status = 'rejected' where family_user_id = '${javierId()}'`);
    expect((await newBrowser().post("/api/auth/device/enrol", { code: second })).status).toBe(403);
    await query(`update family_links set status = 'approved' where family_user_id = '${javierId()}'`);
    expect(await n(`select count(*)::int as n from enrolled_devices where enrolled_by = '${javierId()}'`)).toBe(0);
  });

  it("removes Javier's tablets when staff erase his account", async () => {
    const javierBrowser = await javierBrowserAsCarmen();
    const lucia = await t.loginAs("profesional");
    const [javier] = await query<{ username: string }>(`select username from users where id = '${javierId()}'`);
    expect((await lucia.delete(`/api/users/${javierId()}`, { confirmation: javier.username })).status).toBe(204);
    expect((await javierBrowser.get("/api/auth/me")).status).toBe(401);
    expect((await javierBrowser.get("/api/auth/device")).body.isEnrolled).toBe(false);
    expect(await n(`select count(*)::int as n from enrolled_devices where token_hash = '${sha256(javierBrowser.deviceToken ?? "")}'`)).toBe(0);
  });
});
