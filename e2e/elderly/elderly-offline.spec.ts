import { expect, type Page, putOffOtherTakeovers, test } from "../support/fixtures";
import { localDate } from "../../shared/domain/time";
import { loginAsCarmen, toasts } from "../support/helpers";
import { advanceClockTo } from "../support/page-clock";

// The tablet app installs (manifest) and keeps working offline through its service worker. Every
// other spec blocks service workers (playwright.config.ts); this one needs it, and the full-screen reminder.
test.use({ serviceWorkers: "allow", keepReminderTakeover: true });

const TZ = "Europe/Madrid";

test("the web app manifest and the service worker are served for installing", async ({ page, request }) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  expect(manifest.headers()["cache-control"]).toBe("no-cache");
  const body = (await manifest.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(body).toMatchObject({ name: "Acompaña", short_name: "Acompaña", lang: "es", start_url: "/", display: "standalone" });
  expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of body.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
});

/** Waits until the service worker controls the page and keeps Carmen's lists (today, the week) for offline use. */
async function waitForOfflineCopy(page: Page, carmenId: string) {
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
  await expect
    .poll(
      async () => {
        // The list is stored when it is read: reload (online) until the worker has a copy.
        await page.reload();
        await expect(page.getByRole("link", { name: /Recordatorios/ })).toBeVisible();
        return page.evaluate(async (id) => {
          const cache = await caches.open("acompana-personal");
          const urls = (await cache.keys()).map((r) => new URL(r.url).pathname);
          return urls.includes(`/api/reminders/${id}/today`) && urls.includes(`/api/reminders/${id}/upcoming`);
        }, carmenId);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test("offline: the shell and a calm notice, the reminder still comes, 'Hecho' is sent on reconnecting", async ({
  page,
  context,
  ownReminders,
}) => {
  const start = new Date();
  const due = new Date(Math.ceil(start.getTime() / 60_000) * 60_000 + 3 * 60_000);
  test.skip(localDate(due, TZ) !== localDate(start, TZ), "too close to local midnight");
  const { id, title, carmenId, family } = await ownReminders.add({ title: `Pastilla sin conexión ${due.getTime()}`, at: due });
  const isDoneOnServer = async () => {
    const today = (await (await family.get(`/api/reminders/${carmenId}/today`)).json()) as {
      id: string;
      completedToday: boolean;
    }[];
    return today.find((r) => r.id === id)?.completedToday;
  };

  const ours = page.getByRole("alertdialog", { name: title });
  await putOffOtherTakeovers(page, title);

  await page.clock.install({ time: start });
  await loginAsCarmen(page);
  await waitForOfflineCopy(page, carmenId);

  await context.setOffline(true);
  await page.reload();
  const notice = page.getByRole("status").filter({ hasText: "Sin conexión" });
  await expect(notice).toContainText("Sus recordatorios siguen funcionando; lo que marque se enviará al volver la conexión.");
  await expect(page.getByRole("link", { name: /Recordatorios/ })).toBeVisible();

  await advanceClockTo(page, due.getTime() + 16_000);
  await expect(ours).toBeVisible();
  await ours.getByRole("button", { name: "Hecho" }).click();
  await expect(ours).toHaveCount(0);
  await expect(notice).toContainText("1 recordatorio marcado espera para enviarse.");
  expect(await isDoneOnServer()).toBe(false);

  // The list (its screen loads from the worker's copy of the app) shows it done meanwhile.
  await page.getByRole("link", { name: /Recordatorios/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recordatorios Próximos" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: title })).toContainText("Hecho");
  await expect(page.getByRole("region", { name: "Para hoy" })).not.toContainText(title);

  await context.setOffline(false);
  await expect(toasts(page).getByText("Se ha enviado el recordatorio que marcó.", { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect.poll(isDoneOnServer).toBe(true);
  await expect(page.getByRole("listitem", { name: title })).toContainText("Hecho");
  await expect(page.getByRole("region", { name: "Para hoy" })).not.toContainText(title);

  // Shared tablet: logging out leaves none of Carmen's lists on the device.
  const personal = () =>
    page.evaluate(async () => (await (await caches.open("acompana-personal")).keys()).length);
  expect(await personal()).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Cerrar Sesión" }).click();
  await page.getByRole("button", { name: "Sí, cerrar sesión" }).click();
  await expect.poll(personal).toBe(0);

});
