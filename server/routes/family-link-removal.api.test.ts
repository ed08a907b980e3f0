import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// Ending a family link, by the person, by staff or by the relative: the link goes and, in the same transaction,
// the tablets that relative enrolled for the person, with their sessions (docs/decisions/0007-device-enrolment.md).

const t = useTestContext();
const { n, query } = sqlReaders(t);
const VV = () => t.ids.municipalities.valleVerde;
const carmen = () => t.ids.users.carmen;
const javierId = () => t.ids.users.familia;

/** Javier's link to Carmen, approved again (each test ends it) and shown on his dashboard. */
const relink = async () => {
  await query(
    `insert into family_links (municipality_id, family_user_id, elderly_user_id, status)
     values ('${VV()}', '${javierId()}', '${carmen()}', 'approved')
     on conflict (family_user_id, elderly_user_id) do update set status = 'approved'`,
  );
  await query(
    `update users set preferences = jsonb_set(preferences, '{elderlyUserId}', to_jsonb('${carmen()}'::text)) where id = '${javierId()}'`,
  );
  const [link] = await query<{ id: string }>(
    `select id from family_links where family_user_id = '${javierId()}' and elderly_user_id = '${carmen()}'`,
  );
  return link.id;
};
/** Javier's own browser, enrolled with his code and signed in as his mother. */
const javierBrowserAsCarmen = async () => {
  const javier = await t.loginAs("familia");
  const made = await javier.post(`/api/users/${carmen()}/device-codes`, {});
  expect(made.status).toBe(201);
  const browser = t.client(undefined, { isEnrolled: false });
  expect((await browser.post("/api/auth/device/enrol", { code: made.body.code })).status).toBe(201);
  const login = await browser.post("/api/auth/login-pin", { username: "Carmen", pin: "4826", municipalityId: VV() });
  expect(login.status).toBe(200);
  return browser;
};
const expectLinkGone = async (browser: ReturnType<typeof t.client>) => {
  expect((await browser.get("/api/auth/me")).status).toBe(401);
  expect((await browser.get("/api/auth/device")).body.isEnrolled).toBe(false);
  expect(await n(`select count(*)::int as n from family_links where family_user_id = '${javierId()}' and elderly_user_id = '${carmen()}'`)).toBe(0);
  expect(await n(`select count(*)::int as n from enrolled_devices where enrolled_by = '${javierId()}'`)).toBe(0);
};

describe("ending a family link", () => {
  it("by the person: Javier's browser stops being Carmen, and she is told whose tablet went", async () => {
    const linkId = await relink();
    const javierBrowser = await javierBrowserAsCarmen();
    const carmenTablet = await t.loginAs("carmen");
    const res = await carmenTablet.delete(`/api/family/links/${linkId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removedTablets: [{ relativeFirstName: "Javier", devices: 1 }] });
    await expectLinkGone(javierBrowser);
    expect((await carmenTablet.get("/api/auth/me")).status).toBe(200);

    // Javier no longer reaches her, and his dashboard no longer points at her.
    const javier = await t.loginAs("familia");
    expect((await javier.post(`/api/users/${carmen()}/device-codes`, {})).status).toBe(404);
    const [prefs] = await query<{ preferences: Record<string, unknown> }>(`select preferences from users where id = '${javierId()}'`);
    expect(prefs.preferences.elderlyUserId).not.toBe(carmen());
    const audit = await query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from audit_log where subject_user_id = '${carmen()}' and action in ('family-link.removed', 'device.revoke-relative')`,
    );
    expect(audit.map((a) => a.action).sort()).toEqual(["device.revoke-relative", "family-link.removed"]);
    expect(audit.find((a) => a.action === "device.revoke-relative")!.detail).toMatchObject({ reason: "link-removed", devices: 1 });
  });

  it("by staff of her municipality", async () => {
    const linkId = await relink();
    const javierBrowser = await javierBrowserAsCarmen();
    // Another municipality's professional and another older person read it as missing; nothing changes.
    expect((await (await t.loginAs("profesionalMc")).delete(`/api/family/links/${linkId}`)).status).toBe(404);
    expect((await (await t.loginAs("dolores")).delete(`/api/family/links/${linkId}`)).status).toBe(404);
    expect((await (await t.loginAs("familia")).delete(`/api/family/links/${linkId}`)).status).toBe(403);
    expect((await javierBrowser.get("/api/auth/me")).status).toBe(200);

    const lucia = await t.loginAs("profesional");
    const res = await lucia.delete(`/api/family/links/${linkId}`);
    expect(res.status).toBe(200);
    await expectLinkGone(javierBrowser);
    expect((await lucia.delete(`/api/family/links/${linkId}`)).status).toBe(404);
  });

  it("by the relative himself; someone else's relative reads as missing", async () => {
    await relink();
    const javierBrowser = await javierBrowserAsCarmen();
    expect((await (await t.loginAs("familia2")).delete(`/api/family/relatives/${carmen()}`)).status).toBe(404);
    expect((await javierBrowser.get("/api/auth/me")).status).toBe(200);

    const javier = await t.loginAs("familia");
    const res = await javier.delete(`/api/family/relatives/${carmen()}`);
    expect(res.status).toBe(200);
    expect(res.body.removedTablets).toEqual([{ relativeFirstName: "Javier", devices: 1 }]);
    await expectLinkGone(javierBrowser);
    expect((await javier.delete(`/api/family/relatives/${carmen()}`)).status).toBe(404);
  });
});
