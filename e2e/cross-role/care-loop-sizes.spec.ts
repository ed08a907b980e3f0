import { expect, type Locator, newTabletPage, putOffOtherTakeovers, test } from "../support/fixtures";
import { completeStaffSecondStepOnScreen } from "../support/staff-second-step";
import type { AlertItem } from "../../shared/api/professional";
import { localDate } from "../../shared/domain/time";
import { apiSessionAs } from "../elderly/elderly-helpers";
import {
  apiGet,
  expectNoAxeViolations,
  FONT_SIZES,
  heading,
  loginAsCarmen,
  loginAsElderly,
  loginAsFamily,
  PROFESSIONAL,
  setFontSizeWithDialog,
  submitPasswordLogin,
  toasts,
} from "../support/helpers";
import { advanceClock, advanceClockTo, POLL_MS } from "../support/page-clock";
import { expectCleanAtSize } from "../support/a11y-checks";
import { closeDialog, dismissBannerAlertsExcept, openStatDialog, storedUserId } from "../professional/professional-helpers";

// The screens and dialogs of the care loop that only a journey reaches, at all four text sizes, clean
// for both accessibility engines (axe at each size, IBM's at the smallest and largest, as in a11y-sweep.spec.ts,
// where the offline notice moved). Carmen Ruiz of Monte Claro and Marta Sanz are used for the help request, so that
// the journeys of Valle Verde that press Carmen López's help button in parallel never see this one.

const TZ = "Europe/Madrid";
const MARTA = { username: "profesional.mc@acompana.demo", password: "Demo-1234" };
const ATTEND = "Atendida: Alerta de Ayuda Urgente de Carmen Ruiz";

/** Carmen Ruiz's help alert in 'Alertas Pendientes' (its 'Atendida' button gives way to the outcome form). */
const helpRow = (dialog: Locator) =>
  dialog
    .getByRole("listitem")
    .filter({ hasText: "Carmen Ruiz" })
    .filter({ has: dialog.page().getByRole("heading", { name: "Alerta de Ayuda Urgente" }) });

test("help request: Carmen's state, the portal's banner and the outcome form at each text size", async ({
  page,
  browser,
  tablet,
}) => {
  // Over 60 s allowed: a tablet and a staff console, three states each scanned at four sizes (about 25-45 s on the
  // 2-core machine with two workers); the sizes are one journey because the states follow from each other.
  test.setTimeout(120_000);
  // Both pages keep real time on Playwright's clock, so each 30 s poll is brought by advancing it.
  await page.clock.install();
  await page.goto("/professional-login");
  await submitPasswordLogin(page, "professional", MARTA);
  await completeStaffSecondStepOnScreen(page, MARTA.username);
  await expect(heading(page, "Panel Municipal - Supervisión")).toBeVisible();
  const base = `/api/professional/${await storedUserId(page)}`;
  const isHelpFromCarmen = (alert: AlertItem) => alert.type === "help" && alert.userName === "Carmen Ruiz";
  // Earlier requests of hers too: the one pressed here must be the only one on the banner.
  await dismissBannerAlertsExcept(page, null);

  const carmenContext = await browser.newContext({ storageState: tablet });
  try {
    const carmen = await newTabletPage(carmenContext);
    await carmen.clock.install();
    await loginAsElderly(carmen, { municipality: "Monte Claro", name: "Carmen", pin: "6142" });
    await carmen.getByRole("button", { name: "Ayuda profesional" }).click();
    const status = carmen.getByRole("status").filter({ hasText: "Su petición de ayuda" });
    await expect(status).toContainText("Enviada");
    for (const size of FONT_SIZES) {
      await setFontSizeWithDialog(carmen, size);
      await expect(status).toBeVisible();
      await expectCleanAtSize(carmen, "Carmen's help request state", size);
    }

    // The banner stays until someone attends the alert: every size first, then the 'Alertas Pendientes' dialog.
    const open = page.getByRole("button", { name: "Abrir alerta de Carmen Ruiz" });
    await dismissBannerAlertsExcept(page, "Carmen Ruiz");
    await advanceClock(page, POLL_MS);
    await expect(open).toBeVisible();
    for (const size of FONT_SIZES) {
      await setFontSizeWithDialog(page, size);
      await expect(open).toBeVisible();
      await expectCleanAtSize(page, "portal with the new alert banner", size);
    }
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Alertas Pendientes", exact: true });
    const row = helpRow(dialog);
    for (const size of FONT_SIZES) {
      if (size !== FONT_SIZES[0]) {
        await closeDialog(dialog);
        await setFontSizeWithDialog(page, size);
        await openStatDialog(page, "Alertas Pendientes");
      }
      await row.getByRole("button", { name: ATTEND }).click();
      await expect(row.getByRole("group", { name: "¿Qué se ha hecho?" })).toBeVisible();
      await expectCleanAtSize(page, "'Atendida' asking for the outcome", size);
    }
    await row.getByRole("radio", { name: "Falsa alarma" }).check();
    await row.getByRole("button", { name: "Guardar como atendida" }).click();
    // Attended on the server first, then Carmen's next poll tells her.
    await expect.poll(async () => (await apiGet<AlertItem[]>(page, `${base}/alerts`)).some(isHelpFromCarmen)).toBe(false);
    await advanceClock(carmen, POLL_MS);
    await expect(status).toContainText("Atendida por Marta Sanz");
    await expectNoAxeViolations(carmen, "Carmen's help request attended");
  } finally {
    await carmenContext.close();
  }
});

test("offline: help is told it waits and reaches the staff on reconnecting; a chat message is kept", async ({
  page,
  context,
  baseURL,
}) => {
  const staff = await apiSessionAs(baseURL!, { email: MARTA.username, password: MARTA.password }, "professional");
  const me = (await (await staff.get("/api/auth/me")).json()) as { user: { id: string } };
  const helpFromCarmen = async () => {
    const alerts = (await (await staff.get(`/api/professional/${me.user.id}/alerts`)).json()) as AlertItem[];
    return alerts.filter((alert) => alert.type === "help" && alert.userName === "Carmen Ruiz");
  };
  for (const alert of await helpFromCarmen()) await staff.patch(`/api/alerts/${alert.id}/dismiss`, { data: {} });

  await loginAsElderly(page, { municipality: "Monte Claro", name: "Carmen", pin: "6142" });
  // The chat screen is opened while online (without the service worker of the offline spec, its code loads then).
  await page.getByRole("link", { name: "Hablar con Asistente" }).click();
  await expect(page.getByLabel("Escriba su mensaje", { exact: true })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole("button", { name: "Ayuda profesional" }).click();
  await expect(toasts(page).getByText("Sin conexión", { exact: true })).toBeVisible();
  await expect(toasts(page)).toContainText("se enviará en cuanto vuelva la conexión. Si es urgente, llame al 112.");
  const waiting = page.getByRole("button", { name: "Sin conexión Se enviará al volver" });
  await expect(waiting).toBeVisible();
  await expectNoAxeViolations(page, "help request waiting for the connection");
  expect(await helpFromCarmen()).toHaveLength(0);

  // A chat message typed meanwhile is not lost and does not wait silently.
  const box = page.getByLabel("Escriba su mensaje", { exact: true });
  await box.fill("me he caído y no me puedo levantar");
  await box.press("Enter");
  await expect(toasts(page)).toContainText("Su mensaje no se ha enviado. Si necesita ayuda urgente, llame al 112.");
  await expect(box).toHaveValue("me he caído y no me puedo levantar");
  await expect(page.getByText("Escribiendo...", { exact: true })).toHaveCount(0);

  await context.setOffline(false);
  await expect(toasts(page).getByText("Ayuda enviada", { exact: true })).toBeVisible();
  await expect.poll(async () => (await helpFromCarmen()).length).toBe(1);
  for (const alert of await helpFromCarmen()) await staff.patch(`/api/alerts/${alert.id}/dismiss`, { data: {} });
  await staff.dispose();
});

test("family dashboard with the person's open help request, at each text size", async ({ page, browser, baseURL }) => {
  await loginAsCarmen(page);
  await page.getByRole("button", { name: "Ayuda profesional" }).click();
  await expect(toasts(page).getByText("Ayuda enviada", { exact: true })).toBeVisible();

  const familyContext = await browser.newContext();
  try {
    const relative = await familyContext.newPage();
    await loginAsFamily(relative);
    const alerts = relative.getByRole("region", { name: "Avisos de ayuda y salud" });
    for (const size of FONT_SIZES) {
      await setFontSizeWithDialog(relative, size);
      await expect(alerts).toContainText("Alerta de Ayuda Urgente");
      await expectCleanAtSize(relative, "family dashboard with the person's open alert", size);
    }
  } finally {
    await familyContext.close();
  }
  // The help request is attended, so the journeys after this one start without it.
  const staff = await apiSessionAs(baseURL!, PROFESSIONAL, "professional");
  const me = (await (await staff.get("/api/auth/me")).json()) as { user: { id: string } };
  const open = (await (await staff.get(`/api/professional/${me.user.id}/alerts`)).json()) as AlertItem[];
  for (const alert of open.filter((a) => a.type === "help" && a.userName === "Carmen López"))
    await staff.patch(`/api/alerts/${alert.id}/dismiss`, { data: {} });
  await staff.dispose();
});

// Only this test wants the takeover itself: elsewhere a demo reminder that falls due during the run is put off
// with 'Más tarde' by the fixture, as in every other spec.
test.describe("takeover", () => {
  test.use({ keepReminderTakeover: true });

  test("the full-screen reminder at each text size, brought back by 'Más tarde'", async ({ page, ownReminders }) => {
    const start = new Date();
    const due = new Date(Math.ceil(start.getTime() / 60_000) * 60_000 + 60_000);
    test.skip(localDate(new Date(due.getTime() + 40 * 60_000), TZ) !== localDate(start, TZ), "too close to local midnight");
    const { title } = await ownReminders.add({ title: `Pastilla a cuatro tamaños ${due.getTime()}`, description: "Con un vaso de agua", at: due });
    const ours = page.getByRole("alertdialog", { name: title });
    await putOffOtherTakeovers(page, title);

    await page.clock.install({ time: start });
    await loginAsCarmen(page);
    await advanceClockTo(page, due.getTime() + 16_000);
    for (const size of FONT_SIZES) {
      await expect(ours).toBeVisible();
      await ours.getByRole("button", { name: "Más tarde" }).click();
      await expect(ours).toHaveCount(0);
      await setFontSizeWithDialog(page, size);
      await advanceClock(page, 10 * 60_000 + 20_000);
      await expect(ours).toBeVisible();
      await expect(ours.getByRole("button", { name: "Hecho" })).toBeInViewport();
      await expectCleanAtSize(page, "full-screen reminder", size);
    }
    await ours.getByRole("button", { name: "Hecho" }).click();
    await expect(ours).toHaveCount(0);
  });
});
