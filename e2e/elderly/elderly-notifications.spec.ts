import { expect, putOffOtherTakeovers, test } from "../support/fixtures";
import { localDate, localTime } from "../../shared/domain/time";
import { setTabHidden } from "./elderly-memory-play";
import { loginAsCarmen } from "../support/helpers";
import { advanceClockTo } from "../support/page-clock";
import { FULL_BROWSER } from "../../scripts/chromium";

// 'Avisos en la tableta': the notification permission and a system notification from the service worker. Both
// exist in the full browser, not in the headless shell the other specs run in (scripts/chromium.ts).
test.use({ serviceWorkers: "allow", keepReminderTakeover: true, ...FULL_BROWSER });

const TZ = "Europe/Madrid";

test("'Avisos en la tableta': a refused permission is explained, never asked again on its own", async ({ page }) => {
  await putOffOtherTakeovers(page);
  await loginAsCarmen(page);
  await page.getByRole("link", { name: /Recordatorios/ }).click();
  const section = page.getByRole("region", { name: "Avisos en la tableta" });
  await expect(section).toContainText("La tableta puede avisarle de sus recordatorios aunque esté usando otra aplicación.");
  // Headless Chromium answers the browser's question with 'denied', as a person refusing it would.
  await section.getByRole("button", { name: "Activar avisos" }).click();
  await expect(section).toContainText("Los avisos están bloqueados en esta tableta.");
  await expect(section.getByRole("button")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Avisos en la tableta" })).toContainText("bloqueados");
});

test("with permission, a reminder due while the app is in the background shows a system notification", async ({
  page,
  context,
  baseURL,
  ownReminders,
}) => {
  const start = new Date();
  const due = new Date(Math.ceil(start.getTime() / 60_000) * 60_000 + 60_000);
  test.skip(localDate(due, TZ) !== localDate(start, TZ), "too close to local midnight");
  const { title } = await ownReminders.add({ title: `Pastilla con aviso ${due.getTime()}`, description: "Con el desayuno", at: due });
  const ours = page.getByRole("alertdialog", { name: title });
  await putOffOtherTakeovers(page, title);

  await context.grantPermissions(["notifications"], { origin: baseURL });
  await page.clock.install({ time: start });
  await loginAsCarmen(page);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
  await page.getByRole("link", { name: /Recordatorios/ }).click();
  await expect(page.getByRole("region", { name: "Avisos en la tableta" })).toContainText("Activados");

  // Another app in front: the page is hidden (the browser's visibility, emulated as the memory specs do).
  await setTabHidden(page, true);
  await advanceClockTo(page, due.getTime() + 16_000);
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, lang: n.lang })),
    );
  await expect
    .poll(shown)
    .toContainEqual({ title: `Recordatorio de las ${localTime(due, TZ)}`, body: `${title}. Con el desayuno`, lang: "es-ES" });

  // Back in front, the full-screen reminder is waiting for an answer.
  await setTabHidden(page, false);
  await expect(ours).toBeVisible();
  await ours.getByRole("button", { name: "Hecho" }).click();
  await expect(ours).toHaveCount(0);

});
