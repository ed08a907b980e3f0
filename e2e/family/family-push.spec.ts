import { expectCleanAtSize } from "../support/a11y-checks";
import { expect, type Page, test } from "../support/fixtures";
import { apiGet, FONT_SIZES, loginAsFamily, setFontSizeWithDialog } from "../support/helpers";
import { FULL_BROWSER } from "../../scripts/chromium";

// 'Avisos en este teléfono' (docs/behaviour/13-later-additions.md#family-notices). Headless Chromium has no push
// service: pushManager.subscribe() fails ('Registration failed - permission denied') even with the notification
// permission granted, so these tests see the states up to that point and the worker's handling of a push
// delivered through DevTools. The encrypted delivery itself is tested against a push service on loopback
// (server/routes/family-push.api.test.ts).
// The notification permission exists in the full browser, not in the headless shell (scripts/chromium.ts).
test.use({ serviceWorkers: "allow", ...FULL_BROWSER });

const section = (page: Page) => page.getByRole("region", { name: "Avisos en este teléfono" });
const turnOn = (page: Page) => section(page).getByRole("button", { name: "Activar avisos en este teléfono" });

async function openDashboardWithWorker(page: Page) {
  await loginAsFamily(page);
  // The worker takes the page over on its first visit; the button asks it for the push manager.
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
  await expect(section(page).getByRole("status")).toHaveText("Los avisos están desactivados en este teléfono.");
}

test("a relative asks to turn notices on; without a push service the page says e-mail stands in", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  await openDashboardWithWorker(page);
  for (const size of FONT_SIZES) {
    await setFontSizeWithDialog(page, size);
    await expect(turnOn(page)).toBeVisible();
    await expectCleanAtSize(page, "the family dashboard with 'Avisos en este teléfono'", size);
  }
  await turnOn(page).click();
  await expect(section(page).getByRole("alert")).toHaveText(
    "No se pudieron activar los avisos en este navegador. Si no pueden llegarle aquí, le escribiremos a su correo electrónico.",
  );
  expect(await apiGet<{ deviceCount: number }>(page, "/api/family/push")).toMatchObject({ deviceCount: 0 });
});

test("a refused permission is explained, and nothing is saved", async ({ page }) => {
  await openDashboardWithWorker(page);
  await turnOn(page).click();
  // Headless Chromium answers the permission prompt itself: blocked, or dismissed.
  await expect(
    section(page).getByText(/Los avisos están bloqueados para Acompaña|permita las notificaciones cuando el navegador lo pregunte/),
  ).toBeVisible();
  expect(await apiGet<{ deviceCount: number }>(page, "/api/family/push")).toMatchObject({ deviceCount: 0 });
});

test("the worker shows a push as one notification per alert that opens the family dashboard", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  await openDashboardWithWorker(page);
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const notice = { title: "Carmen ha pedido ayuda", body: "Ha pulsado el botón de ayuda a las 10:42.", url: "/dashboard", tag: "alerta-1" };
  for (const data of [notice, notice, { ...notice, url: "https://otro.example/" }]) {
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(page.url()).origin,
      registrationId: registrations[0].registrationId,
      data: JSON.stringify(data),
    });
  }
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
    );
  // The same tag replaces the notification; a page outside the app is never opened.
  await expect.poll(shown).toEqual([{ title: notice.title, body: notice.body, tag: notice.tag, data: { url: "/dashboard" } }]);
});
