import { expect, newTabletPage, test } from "../support/fixtures";
import type { AlertItem, Appointment, DashboardSummary, UserCard, UserPage } from "../../shared/api/professional";
import {
  apiGet,
  expectNoAxeViolations,
  heading,
  loginAsCarmen,
  loginAsFamily,
  loginAsProfessional,
  PROFESSIONAL,
  toasts,
} from "../support/helpers";
import { advanceClock, POLL_MS } from "../support/page-clock";
import {
  closeDialog,
  dismissBannerAlertsExcept,
  openStatDialog,
  statCard,
  storedUserId,
  toastsBehindDialog,
} from "./professional-helpers";

// Tab 'Gestión de Usuarios' of 'Panel Municipal - Supervisión' as Lucía Romero: the four stat cards
// against the API (which reads the database), the alert that reaches her within one 30 s poll, 'Atendida'.
// Programme activities: professional-activities.spec.ts. The user list: professional-users.spec.ts.

const ALERT_TITLE = {
  help: "Alerta de Ayuda Urgente",
  health: "Alerta de Salud",
  inactivity: "Alerta de Inactividad",
  security: "Alerta de Seguridad",
  check: "Comprobar",
} as const;
const DAY_MS = 24 * 3_600_000;

/** "Atendida: {title} de {person}": the accessible name of each alert's button, in the API's order. */
const dismissNames = (alerts: readonly AlertItem[]) =>
  alerts.map((alert) => `Atendida: ${ALERT_TITLE[alert.type]} de ${alert.userName ?? "Persona no identificada"}`);

test.describe("professional dashboard: stat cards and alerts", () => {
  test("the four stat cards show the summary of the API and each dialog lists what is behind its number", async ({
    page,
  }) => {
    await loginAsProfessional(page);
    const id = await storedUserId(page);
    const base = `/api/professional/${id}`;
    await expect(page.getByRole("main").getByText(PROFESSIONAL.fullName, { exact: true })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Gestión de Usuarios", selected: true })).toBeVisible();
    for (const name of ["Crear Nuevo Usuario", "Gestionar Recordatorios", "Gestionar PINs"]) {
      await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    }

    // The cards and the badge against the summary (re-read until both agree: the jobs run every minute).
    await expect(async () => {
      const summary = await apiGet<DashboardSummary>(page, `${base}/summary`);
      await expect(statCard(page, "Usuarios Activos Hoy")).toContainText(
        `${summary.activeToday}/${summary.consentedUsers}`,
        { timeout: 1_000 },
      );
      await expect(page.getByText(`${summary.activeToday} usuarios activos`, { exact: true })).toBeVisible({
        timeout: 1_000,
      });
      await expect(statCard(page, "Alertas Pendientes")).toContainText(String(summary.pendingAlerts), {
        timeout: 1_000,
      });
      await expect(statCard(page, "Citas Esta Semana")).toContainText(String(summary.appointmentsThisWeek), {
        timeout: 1_000,
      });
      await expect(statCard(page, "Actividades del Programa")).toContainText(String(summary.programActivities), {
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
    await expectNoAxeViolations(page, "professional dashboard, users tab");

    // 'Usuarios Activos Hoy': the people with personalConsent === true and activity within 24 h, 10 a page.
    let dialog = await openStatDialog(page, "Usuarios Activos Hoy");
    await expect(async () => {
      const people = await apiGet<UserCard[]>(page, `${base}/users`);
      const active = people
        .filter((p) => p.personalConsent && p.lastActivity && Date.now() - Date.parse(p.lastActivity) < DAY_MS)
        .map((p) => `${p.firstName} ${p.lastName}`);
      const summary = await apiGet<DashboardSummary>(page, `${base}/summary`);
      expect(active).toHaveLength(summary.activeToday);
      if (active.length === 0) {
        await expect(dialog.getByText("No hay usuarios activos hoy con consentimiento municipal")).toBeVisible({
          timeout: 1_000,
        });
        return;
      }
      const count = `${active.length} ${active.length === 1 ? "persona activa" : "personas activas"}`;
      await expect(dialog.getByText(count, { exact: true })).toBeVisible({ timeout: 1_000 });
      const firstPage = await apiGet<UserPage>(
        page,
        `${base}/users?search=&status=active&page=1&pageSize=10&consentOnly=true`,
      );
      const names = firstPage.items.map((p) => `${p.firstName} ${p.lastName}`);
      expect(active).toEqual(expect.arrayContaining(names));
      const shown = await dialog
        .getByRole("link")
        .evaluateAll((links) => links.map((l) => l.querySelector("span")?.textContent));
      expect(shown).toEqual(names);
    }).toPass({ timeout: 30_000 });
    await expectNoAxeViolations(page, "dialog 'Usuarios Activos Hoy'");
    await closeDialog(dialog);

    // 'Alertas Pendientes': every pending alert in the API's order, open help requests with their wait.
    dialog = await openStatDialog(page, "Alertas Pendientes");
    await expect(async () => {
      const alerts = await apiGet<AlertItem[]>(page, `${base}/alerts`);
      const buttons = dialog.getByRole("button", { name: /^Atendida: / });
      await expect(buttons).toHaveCount(alerts.length, { timeout: 1_000 });
      expect(await buttons.evaluateAll((list) => list.map((b) => b.getAttribute("aria-label")))).toEqual(
        dismissNames(alerts),
      );
      // Help requests and critical health alerts show how long they have waited.
      const waits = await dialog.getByText(/^Esperando: hace /).allTextContents();
      expect(waits).toHaveLength(alerts.filter((alert) => alert.isUrgent).length);
    }).toPass({ timeout: 30_000 });
    await expectNoAxeViolations(page, "dialog 'Alertas Pendientes'");
    await closeDialog(dialog);

    // 'Citas Esta Semana': title, patient, date, time and description of each appointment.
    dialog = await openStatDialog(page, "Citas Esta Semana");
    const appointments = await apiGet<Appointment[]>(page, `${base}/appointments`);
    if (appointments.length === 0) {
      await expect(dialog.getByText("No hay citas programadas esta semana")).toBeVisible();
    } else {
      await expect(dialog.getByRole("listitem")).toHaveCount(appointments.length);
      for (const [index, item] of appointments.entries()) {
        const row = dialog.getByRole("listitem").nth(index);
        await expect(row.getByRole("heading", { level: 3 })).toHaveText(item.title);
        await expect(row).toContainText(`Paciente:${item.userName}`);
        await expect(row).toContainText(`Hora:${item.time.slice(0, 5)}`);
        await expect(row.locator(`time[datetime="${item.date}"]`)).toBeVisible();
        if (item.description) await expect(row).toContainText(item.description);
      }
    }
    await expectNoAxeViolations(page, "dialog 'Citas Esta Semana'");
    await closeDialog(dialog);

    // 'Actividades del Programa': the list and 'Añadir Actividad' (created and deleted in its own spec).
    dialog = await openStatDialog(page, "Actividades del Programa");
    await expect(dialog.getByRole("button", { name: "Añadir Actividad", exact: true })).toBeVisible();
    const activities = await apiGet<{ title: string }[]>(page, `${base}/program-activities`);
    if (activities.length === 0) {
      await expect(dialog.getByText("No hay actividades del programa creadas")).toBeVisible();
    } else {
      await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(activities.map((a) => a.title));
    }
    await expectNoAxeViolations(page, "dialog 'Actividades del Programa'");
    await closeDialog(dialog);
  });

  test("Carmen presses 'Ayuda profesional': the banner at once and after a reload, 'Sin querer' and 'La atiendo' reach the other side, 'Atendida' ends it", async ({
    tablet,
    page,
    browser,
  }) => {
    // Three people's screens and a reload: over a minute on a slow 2-core machine.
    test.slow();
    // The console listens to the server's alert events from its first page.
    const stream = page.waitForRequest((request) => request.url().endsWith("/alerts/events"));
    await loginAsProfessional(page);
    await stream;
    const carmenButton = "Atendida: Alerta de Ayuda Urgente de Carmen López";
    // Earlier requests of hers too (other tests press the button): the one pressed here must be the only one.
    await dismissBannerAlertsExcept(page, null);
    await page.reload();
    await expect(heading(page, "Panel Municipal - Supervisión")).toBeVisible();
    const banner = page.getByRole("region", { name: "Alertas sin atender" });
    const carmenRow = banner.getByRole("listitem").filter({ hasText: "Carmen López" });
    await expect(carmenRow).toHaveCount(0);

    const carmenContext = await browser.newContext({ storageState: tablet });
    const familyContext = await browser.newContext();
    try {
      const carmen = await newTabletPage(carmenContext);
      await carmen.clock.install();
      await loginAsCarmen(carmen);
      await carmen.getByRole("button", { name: "Ayuda profesional" }).click();
      await expect(toasts(carmen).getByText("Ayuda enviada", { exact: true })).toBeVisible();
      const carmenStatus = carmen.getByRole("status").filter({ hasText: "Su petición de ayuda" });
      await expect(carmenStatus).toContainText("Enviada");

      await dismissBannerAlertsExcept(page, "Carmen López");
      // Within seconds, by the event stream (the poll behind it comes every 30 s).
      await expect(carmenRow).toContainText("Petición de ayuda", { timeout: 5_000 });
      await expect(carmenRow).toContainText("Nadie la atiende todavía");
      await expect(banner.getByRole("alert")).toContainText("1 alerta sin atender: Carmen López");
      await expect(page).toHaveTitle(/^\(\d+\)/);

      // A mistaken press is said, and staff still see the request, marked.
      await carmen.getByRole("button", { name: "Ha sido sin querer" }).click();
      await expect(carmenStatus).toContainText("Ha indicado que fue sin querer");
      await expect(carmenRow).toContainText("Posible pulsación accidental", { timeout: 5_000 });

      // Her family reads that something is open, never 'Todo en orden'.
      const family = await familyContext.newPage();
      await loginAsFamily(family);
      const familyAlerts = family.getByRole("region", { name: "Avisos de ayuda y salud" });
      await expect(familyAlerts).toContainText("Alerta de Ayuda Urgente");
      await expect(family.getByText("Alerta de Ayuda Urgente: todavía sin atender")).toBeVisible();
      await expect(family.getByRole("heading", { name: "Todo en orden" })).toHaveCount(0);

      // After a reload, and on another page of the portal, the request is still in sight.
      await page.reload();
      await expect(carmenRow).toContainText("Posible pulsación accidental");
      // Its card and the 'Con alertas' filter show it, however recently she was active.
      const users = page.getByRole("region", { name: "Usuarios del programa" });
      await users.getByRole("searchbox", { name: "Buscar usuario", exact: true }).fill("Carmen López");
      const status = users.getByRole("combobox", { name: "Estado", exact: true });
      await status.click();
      await page.getByRole("option", { name: "Con alertas", exact: true }).click();
      const card = users.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Carmen López" }) });
      await expect(card).toContainText("Ayuda pendiente");
      await expect(card.getByRole("button", { name: "Revisar Alerta de Carmen López" })).toBeVisible();
      await page.goto("/professional/reminders");
      await expect(carmenRow).toContainText("Carmen López");

      await carmenRow.getByRole("button", { name: "Abrir alerta de Carmen López" }).click();
      const dialog = page.getByRole("dialog", { name: "Alertas Pendientes", exact: true });
      const row = dialog
        .getByRole("listitem")
        .filter({ hasText: "Carmen López" })
        .filter({ has: page.getByRole("heading", { name: "Alerta de Ayuda Urgente" }) });
      await expect(row).toContainText("Posible pulsación accidental");
      await expectNoAxeViolations(page, "dialog 'Alertas Pendientes' with an open help request");
      // Opening it tells Carmen nothing; 'La atiendo' does, at her next poll.
      await row.getByRole("button", { name: "La atiendo: Alerta de Ayuda Urgente de Carmen López" }).click();
      await expect(row).toContainText(/La atiende Lucía Romero desde las \d\d:\d\d/);
      await advanceClock(carmen, POLL_MS);
      await expect(carmenStatus).toContainText("El personal la ha visto");

      await row.getByRole("button", { name: carmenButton }).click();
      await expect(row.getByRole("group", { name: "¿Qué se ha hecho?" })).toBeVisible();
      // The form replaced the focused button: its first choice has the focus (WCAG 2.4.3).
      await expect(row.getByRole("radio").first()).toBeFocused();
      await row.getByRole("radio", { name: "Falsa alarma" }).check();
      await row.getByLabel("Nota (opcional)").fill("Se encontraba bien, pulsó sin querer");
      await row.getByRole("button", { name: "Guardar como atendida" }).click();
      const toastRegion = toastsBehindDialog(page);
      await expect(toastRegion.getByText("La alerta ha sido marcada como atendida", { exact: true })).toBeVisible();
      await expect(dialog.getByRole("button", { name: carmenButton })).toHaveCount(0);
      // The focus went on to the next alert's title, or the list's heading: never lost on the page.
      await expect(dialog.locator("h2:focus, h3:focus")).toHaveCount(1);
      // One Escape closes the dialog, not only the toast over it; the banner that opened it is gone, so the
      // page's heading takes the focus.
      await expect(banner).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(heading(page, "Gestión de Recordatorios")).toBeFocused();

      // Carmen's home says who attended it, also after a reload; her family too.
      await advanceClock(carmen, POLL_MS);
      await expect(carmenStatus).toContainText("Atendida por Lucía Romero");
      await carmen.reload();
      await expect(carmen.getByRole("status").filter({ hasText: "Su petición de ayuda" })).toContainText(
        "Atendida por Lucía Romero",
      );
      await family.reload();
      await expect(familyAlerts).toContainText("Atendida por Lucía Romero");
    } finally {
      await carmenContext.close();
      await familyContext.close();
    }
  });
});
