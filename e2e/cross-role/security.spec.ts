import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from "../support/fixtures";
import { signInWithApi } from "../support/staff-second-step";
import { FAMILY_ELENA, heading, loginAsElderly, loginAsFamily, loginAsProfessional } from "../support/helpers";

// Stored text that looks like HTML or script is shown as text, runs nothing and trips no CSP rule;
// the built server sends its security headers.

const MARK = `xss${Date.now().toString(36)}`;
/** Would set window.__xss if the browser ever parsed it as markup. */
const IMG = `<img src=x onerror="window.__xss='${MARK}'">`;
const PAYLOAD = `${IMG}<script>window.__xss='${MARK}'</script><b>negrita-${MARK}</b>`;

type Ids = { antonio: string; dolores: string };
let ids: Ids;
let restore: (() => Promise<void>) | undefined;

async function apiAs(baseURL: string, path: string, body: object): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post(path, { data: body });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return api;
}

test.beforeAll(async ({ baseURL }) => {
  const municipalities = (await (await (await playwrightRequest.newContext({ baseURL })).get("/api/municipalities")).json()) as Array<{ id: string; name: string }>;
  const vv = municipalities.find((m) => m.name === "Valle Verde")!.id;
  const elena = await apiAs(baseURL!, "/api/auth/login", { username: FAMILY_ELENA.email, password: FAMILY_ELENA.password });
  const relatives = (await (await elena.get("/api/family/relatives")).json()) as Array<{ elderly: { id: string; firstName: string } }>;
  const antonio = relatives.find((r) => r.elderly.firstName === "Antonio")!.elderly.id;
  const sent = await elena.post("/api/messages", { data: { toUserId: antonio, content: `Mensaje ${PAYLOAD}` } });
  expect(sent.status()).toBe(201);

  const lucia = await playwrightRequest.newContext({ baseURL });
  await signInWithApi(lucia, new URL(baseURL!).origin, { username: "profesional@acompana.demo", password: "Demo-1234", municipalityId: vv });
  const me = (await (await lucia.get("/api/auth/me")).json()) as { user: { id: string } };
  const users = (await (await lucia.get(`/api/professional/${me.user.id}/users?search=Dolores`)).json()) as { items: Array<{ id: string }> };
  const dolores = users.items[0].id;
  const before = (await (await lucia.get(`/api/users/${dolores}/record`)).json()) as {
    profile: { personalityTraits: string; medicalConditions: string[] };
  };
  restore = async () => {
    const { personalityTraits, medicalConditions } = before.profile;
    expect((await lucia.patch(`/api/users/${dolores}`, { data: { personalityTraits, medicalConditions } })).status()).toBe(200);
  };
  const patched = await lucia.patch(`/api/users/${dolores}`, {
    data: { personalityTraits: `Rasgos ${PAYLOAD}`, medicalConditions: [`Condición ${IMG}`] },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  ids = { antonio, dolores };
});

// Other specs share this server: Dolores's profile goes back to what it was.
test.afterAll(async () => {
  await restore?.();
});

/** Records CSP violations (securitypolicyviolation) and uncaught errors from the first script on. */
function watch(page: Page) {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  void page.addInitScript(() => {
    const store = window as unknown as { __csp: string[] };
    store.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => store.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    pageErrors,
    csp: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
    xss: () => page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
  };
}

/** The payload is on screen as its literal characters, and none of it became an element. */
async function expectShownAsText(page: Page, seen: ReturnType<typeof watch>) {
  await expect(page.getByText(`<script>window.__xss='${MARK}'</script>`, { exact: false }).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator("b", { hasText: `negrita-${MARK}` })).toHaveCount(0);
  await expect(page.locator("script", { hasText: MARK })).toHaveCount(0);
  expect(await seen.xss()).toBeUndefined();
  expect(await seen.csp(), "CSP violations").toEqual([]);
  expect(seen.pageErrors, "uncaught errors").toEqual([]);
}

test("a family message with markup reaches the older person as plain text", async ({ page }) => {
  const seen = watch(page);
  await loginAsElderly(page, { name: "Antonio", pin: "5173" });
  await page.goto("/messages");
  await expectShownAsText(page, seen);
});

test("the relative sees their own message with markup as plain text", async ({ page }) => {
  const seen = watch(page);
  await loginAsFamily(page, FAMILY_ELENA);
  await page.goto("/messages");
  await expectShownAsText(page, seen);
});

test("profile fields with markup show as plain text in the professional's user record", async ({ page }) => {
  const seen = watch(page);
  await loginAsProfessional(page);
  await page.goto(`/professional/user/${ids.dolores}`);
  await expect(heading(page, "Dolores Martín")).toBeVisible();
  await expectShownAsText(page, seen);
  await expect(page.getByText(`Rasgos ${PAYLOAD}`, { exact: true })).toBeVisible();
});

test("the built server sends a strict CSP and the other security headers", async ({ request }) => {
  const page = await request.get("/");
  expect(page.status()).toBe(200);
  const headers = page.headers();
  const csp = Object.fromEntries(
    headers["content-security-policy"].split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
  expect(csp).toMatchObject({
    "default-src": "'self'",
    "script-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
    "connect-src": "'self'",
    "img-src": "'self' data:",
  });
  // No inline or eval'd script is ever allowed.
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|\*)/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-powered-by"]).toBeUndefined();

  const api = await request.get("/api/health");
  expect(api.headers()["cache-control"]).toBe("no-store");
  expect(api.headers()["content-security-policy"]).toBe(headers["content-security-policy"]);
  // The HTML shell has no inline script for the CSP to allow.
  expect(await page.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
});

test("a session cookie set by the built server is HttpOnly, SameSite=Lax and Path=/", async ({ request }) => {
  const res = await request.post("/api/auth/login", { data: { username: FAMILY_ELENA.email, password: FAMILY_ELENA.password } });
  const cookie = res.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("sid="))!.value;
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).toMatch(/Path=\//);
  // Plain HTTP on loopback (COOKIE_SECURE=auto): not Secure here; behind TLS it is (sessions.api.test.ts).
  expect(cookie).not.toMatch(/;\s*Secure/i);
  expect(ids.antonio).toMatch(/^[0-9a-f-]{36}$/);
});
