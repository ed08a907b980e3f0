import { expect, type Page } from "../support/fixtures";
import type { ScreenState } from "./a11y-screen-state";
import { FAMILY_ROSA } from "../family/family-helpers";
import { FAMILY, FAMILY_ELENA, heading, loginAsFamily } from "../support/helpers";

// Every family screen, at 360 px and at desktop width, at each of the four text sizes: the two engines,
// and nothing scrolling sideways at 360 px. Overlays are opened after each size change (the gear sits under them)
// and closed with 'Cancelar': nothing here changes data.

type Account = { email: string; password: string };

const dashboardReady = async (page: Page) => {
  await expect(page.getByRole("group", { name: "Cumplimiento semanal", exact: true })).toContainText("%");
  const status = page.getByRole("heading", { level: 2, name: /^(Todo en orden|Necesita atención)$/ });
  await expect(status).toBeVisible();
};

const remindersReady = async (page: Page) => {
  await expect(heading(page, "Gestión de Recordatorios")).toBeVisible();
  const active = page.getByRole("region", { name: "Recordatorios activos" });
  await expect(active.getByRole("heading", { level: 3 }).first()).toBeVisible();
};

const messagesReady = async (page: Page) => {
  const thread = page.getByRole("region", { name: "Mensajes con Carmen" });
  await expect(thread.getByRole("listitem").first()).toBeVisible();
};

/** Signs in, then goes from the dashboard to the screen. */
const signedIn = (account: Account, then: (page: Page) => Promise<void>) => async (page: Page) => {
  await loginAsFamily(page, account);
  await then(page);
};

const toReminders = async (page: Page) => {
  await page.goto("/reminders");
  await remindersReady(page);
};

/** A modal opened by a button, closed with its 'Cancelar' button (nothing saved). */
function modal(button: RegExp | string, role: "dialog" | "alertdialog", title: string) {
  const overlay = (page: Page) => page.getByRole(role, { name: title });
  return {
    show: async (page: Page) => {
      await page.getByRole("button", { name: button, exact: typeof button === "string" }).first().click();
      await expect(overlay(page)).toBeVisible();
    },
    hide: async (page: Page) => {
      await overlay(page).getByRole("button", { name: "Cancelar", exact: true }).click();
      await expect(overlay(page)).toHaveCount(0);
    },
    bothWidths: { ready: async (page: Page) => expect(overlay(page)).toBeVisible() },
  };
}

export const FAMILY_SCREENS: ScreenState[] = [
  {
    role: "family",
    name: "dashboard, link pending (Rosa)",
    open: signedIn(FAMILY_ROSA, async () => {}),
    bothWidths: {
      ready: async (page) => {
        const pending = page.getByRole("heading", { level: 2, name: "Vínculo pendiente de confirmación" });
        await expect(pending).toBeVisible();
      },
    },
  },
  {
    role: "family",
    name: "dashboard, no consent (Elena)",
    open: signedIn(FAMILY_ELENA, async () => {}),
    bothWidths: {
      ready: async (page) => {
        await expect(page.getByRole("heading", { level: 2, name: "Información privada" })).toBeVisible();
      },
    },
  },
  { role: "family", name: "dashboard (Javier)", open: signedIn(FAMILY, dashboardReady), bothWidths: { ready: dashboardReady } },
  {
    role: "family",
    name: "dashboard, 'Nuevo Recordatorio' dialog",
    open: signedIn(FAMILY, dashboardReady),
    ...modal("Nuevo Recordatorio", "dialog", "Nuevo Recordatorio"),
  },
  { role: "family", name: "reminders", open: signedIn(FAMILY, toReminders), bothWidths: { ready: remindersReady } },
  {
    role: "family",
    name: "reminders, create dialog",
    open: signedIn(FAMILY, toReminders),
    ...modal("Nuevo Recordatorio", "dialog", "Nuevo Recordatorio"),
  },
  {
    role: "family",
    name: "reminders, edit dialog",
    open: signedIn(FAMILY, toReminders),
    ...modal(/^Editar /, "dialog", "Editar Recordatorio"),
  },
  {
    role: "family",
    name: "reminders, delete confirmation",
    open: signedIn(FAMILY, toReminders),
    ...modal(/^Eliminar /, "alertdialog", "Eliminar recordatorio"),
  },
  {
    role: "family",
    name: "messages",
    open: signedIn(FAMILY, async (page) => {
      await page.goto("/messages");
      await expect(heading(page, "Mensajes")).toBeVisible();
      await messagesReady(page);
    }),
    bothWidths: { ready: messagesReady },
  },
];
