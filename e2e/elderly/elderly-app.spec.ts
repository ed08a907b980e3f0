import { expect, type Locator, type Page, request as playwrightRequest, test } from "../support/fixtures";
import { signInWithApi } from "../support/staff-second-step";
import {
  apiGet,
  FAMILY,
  heading,
  loginAsCarmen,
  loginAsFamily,
  PROFESSIONAL,
  spanishLongDate,
  storedUser,
  toasts,
} from "../support/helpers";

// docs/behaviour/02-screens.md (elderly screens), 04-states.md (flows), 07-api.md (API) for Carmen López of Valle Verde
// (PIN 1234). Every test logs in on its own and restores what it changes (consents); no wrong PIN is ever sent.

type Reminder = { id: string; title: string };
type Alert = { id: string; type: string; userId: string | null; userName: string | null; createdAt: string };

async function carmenId(page: Page): Promise<string> {
  const user = await storedUser(page);
  expect(user?.id, "Carmen's id in localStorage").toBeTruthy();
  return user!.id;
}

/** Home -> 'Ejercicios Memoria'; ends on the menu (difficulty and the six exercises). */
async function openMemoryMenu(page: Page): Promise<void> {
  await loginAsCarmen(page);
  await page.getByRole("link", { name: "Ejercicios Memoria", exact: true }).click();
  await expect(page).toHaveURL(/\/memory-exercises$/);
  await expect(heading(page, "Ejercicios Memoria")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Elija la dificultad y un ejercicio" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Números/ })).toBeVisible();
}

test.describe("elderly app (Carmen)", () => {
  test("home: 'Recordatorios' and 'Mensajes Familia' badges match the API", async ({
    page,
  }) => {
    await loginAsCarmen(page);
    const id = await carmenId(page);
    const today = await apiGet<Reminder[]>(page, `/api/reminders/${id}/today`);
    const unread = await apiGet<{ count: number }>(page, `/api/messages/${id}/unread-count`);

    const remindersTile = page.getByRole("link", { name: /^Recordatorios/ });
    const messagesTile = page.getByRole("link", { name: /^Mensajes Familia/ });
    const remindersText = today.length === 1 ? "1 recordatorio hoy" : `${today.length} recordatorios hoy`;
    const unreadText = unread.count === 1 ? "1 mensaje nuevo" : `${unread.count} mensajes nuevos`;
    if (today.length > 0) await expect(remindersTile).toHaveAccessibleName(`Recordatorios ${remindersText}`);
    else await expect(remindersTile).toHaveAccessibleName("Recordatorios");
    if (unread.count > 0) await expect(messagesTile).toHaveAccessibleName(`Mensajes Familia ${unreadText}`);
    else await expect(messagesTile).toHaveAccessibleName("Mensajes Familia");

    await expect(page.getByRole("link", { name: "Hablar con Asistente", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ejercicios Memoria", exact: true })).toBeVisible();
  });

  test("'Ayuda profesional' -> toast 'Ayuda enviada', button locked, professional sees a help alert", async ({
    page,
    baseURL,
  }) => {
    await loginAsCarmen(page);
    const id = await carmenId(page);
    const pressedAt = Date.now();
    await page.getByRole("button", { name: "Ayuda profesional", exact: true }).click();
    await expect(toasts(page).getByText("Ayuda enviada", { exact: true })).toBeVisible();
    const locked = page.getByRole("button", { name: "Ayuda enviada Personal avisado", exact: true });
    await expect(locked).toBeVisible();
    await expect(locked).toBeDisabled();

    const staff = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    try {
      await signInWithApi(staff, new URL(baseURL!).origin, {
        username: PROFESSIONAL.email,
        password: PROFESSIONAL.password,
        expectedRole: "professional",
      });
      const me = await staff.get("/api/auth/me");
      expect(me.ok()).toBeTruthy();
      const meBody = await me.json();
      const proId: string = meBody.user?.id ?? meBody.id;
      expect(proId).toBeTruthy();
      const alerts = await staff.get(`/api/professional/${proId}/alerts`);
      expect(alerts.ok(), `alerts -> ${alerts.status()}`).toBeTruthy();
      const list = (await alerts.json()) as Alert[];
      const help = list.filter(
        (a) => a.type === "help" && a.userId === id && Date.parse(a.createdAt) >= pressedAt - 5_000,
      );
      expect(help, `new help alert for Carmen in ${JSON.stringify(list)}`).toHaveLength(1);
      expect(help[0].userName).toContain("Carmen");
    } finally {
      await staff.dispose();
    }
  });

  test("chat: '¿Qué día es hoy?' answers today's date; a fall raises 'Alerta de Salud'", async ({
    page,
  }) => {
    await loginAsCarmen(page);
    await page.getByRole("link", { name: "Hablar con Asistente", exact: true }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(heading(page, "Hablar con Asistente")).toBeVisible();
    const log = page.getByRole("log", { name: "Conversación" });
    // Carmen's record says she prefers 'usted': the greeting follows it.
    await expect(log).toContainText("¡Hola, Carmen! Soy su asistente.");

    const expected = spanishLongDate();
    await page.getByRole("button", { name: "¿Qué día es hoy?", exact: true }).click();
    await expect(log.getByText(`Hoy es ${expected}.`)).toBeVisible();

    await page.getByLabel("Escriba su mensaje", { exact: true }).fill("Me he caído y no me puedo levantar");
    await page.getByRole("button", { name: "Enviar", exact: true }).click();
    await expect(toasts(page).getByText("Alerta de Salud", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(/El personal ha sido avisado\.$/)).toBeVisible();
    await expect(log.getByText("Me he caído y no me puedo levantar", { exact: true })).toBeVisible();
  });

  test("reminders: 'Marcar como Completado' survives a reload as 'Hecho'", async ({ page }) => {
    await loginAsCarmen(page);
    await page.getByRole("link", { name: /^Recordatorios/ }).click();
    await expect(page).toHaveURL(/\/reminders$/);
    await expect(heading(page, "Recordatorios Próximos")).toBeVisible();
    // '¡Todo está en orden!' depends on the real clock now (only when nothing is overdue).
      await expect(page.getByRole("heading", { level: 2, name: "Para hoy" })).toBeVisible();

    const pending = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Marcar como Completado" }) })
      .first();
    await expect(pending).toBeVisible();
    const title = (await pending.getByRole("heading", { level: 3 }).innerText()).trim();
    await pending.getByRole("button", { name: "Marcar como Completado" }).click();
    await expect(toasts(page).getByText("¡Bien hecho!", { exact: true })).toBeVisible();

    await page.reload();
    await expect(heading(page, "Recordatorios Próximos")).toBeVisible();
    const card = page.getByRole("listitem", { name: title, exact: true }).first();
    await expect(card).toContainText("Hecho");
    await expect(card.getByRole("button", { name: "Marcar como Completado" })).toHaveCount(0);
  });

  test("messages: read aloud, quick reply '¡Gracias!' to Javier, who sees it", async ({
    page,
    browser,
  }) => {
    await loginAsCarmen(page);
    await page.getByRole("link", { name: /^Mensajes Familia/ }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(heading(page, "Mensajes Familia")).toBeVisible();
    await expect(page.getByRole("button", { name: "Leer en voz alta" }).first()).toBeVisible();

    const write = page.getByRole("button", { name: /^Escribir a Javier/ });
    await write.click();
    await expect(write).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "¡Gracias!", exact: true }).click();
    await expect(toasts(page).getByText("Mensaje enviado", { exact: true })).toBeVisible();
    const mine = page.getByRole("listitem", { name: /^Usted escribió a Javier/ }).first();
    await expect(mine).toContainText("¡Gracias!");

    const javierContext = await browser.newContext();
    try {
      const javier = await javierContext.newPage();
      await loginAsFamily(javier, FAMILY);
      await javier.goto("/messages");
      await expect(heading(javier, "Mensajes")).toBeVisible();
      const thread = javier.getByRole("region", { name: "Mensajes con Carmen" });
      const newest = thread.getByRole("listitem").last();
      await expect(newest).toContainText("¡Gracias!");
      await expect(newest).toContainText("Carmen");
    } finally {
      await javierContext.close();
    }
  });

  test("privacy: toggle a consent, 'Guardar' -> 'Consentimientos actualizados', reload keeps it, restore", async ({
    page,
  }) => {
    await loginAsCarmen(page);
    const id = await carmenId(page);
    const before = await apiGet<{ familyConsent: boolean; personalConsent: boolean }>(
      page,
      `/api/users/me/consents/${id}`,
    ).catch(() => null);

    const openDialog = async () => {
      await page.getByRole("button", { name: "Ajustes de Privacidad", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Ajustes de Privacidad" });
      await expect(dialog).toBeVisible();
      const control = dialog.getByRole("switch", { name: "El personal municipal puede ver mis datos" });
      await expect(control).toBeVisible();
      return { dialog, control };
    };
    const save = async (dialog: Locator) => {
      await dialog.getByRole("button", { name: "Guardar", exact: true }).click();
      await expect(toasts(page).getByText("Consentimientos actualizados", { exact: true }).first()).toBeVisible();
      await expect(dialog).toHaveCount(0);
    };

    let { dialog, control } = await openDialog();
    const original = (await control.getAttribute("aria-checked")) === "true";
    const family = dialog.getByRole("switch", { name: "Mi familia puede ver mi actividad" });
    await expect(family).toHaveAttribute("aria-checked", "true");
    if (before) expect(before.personalConsent === true).toBe(original);
    try {
      await control.click();
      await expect(control).toHaveAttribute("aria-checked", String(!original));
      await save(dialog);

      await page.reload();
      await expect(heading(page, "Hola, Carmen")).toBeVisible();
      ({ dialog, control } = await openDialog());
      await expect(control).toHaveAttribute("aria-checked", String(!original));
      await expect(dialog.getByRole("switch", { name: "Mi familia puede ver mi actividad" })).toHaveAttribute(
        "aria-checked",
        "true",
      );
      await control.click();
      await expect(control).toHaveAttribute("aria-checked", String(original));
      await save(dialog);
    } finally {
      // Whatever happened above, Carmen ends with her original consents.
      const response = await page.request.put("/api/users/me/consents", {
        data: { userId: id, familyConsent: true, personalConsent: original },
      });
      expect(response.ok(), `restore consents -> ${response.status()}`).toBeTruthy();
    }
  });

  test("memory: 'Números' played to the result screen ('Ya lo he memorizado' skips the wait)", async ({
    page,
  }) => {
    await openMemoryMenu(page);
    await page.getByRole("button", { name: /^Números/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Números: memorice" })).toBeVisible();
    await page.getByRole("button", { name: "Ya lo he memorizado", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Números: responda" })).toBeVisible();
    await page.getByLabel("Número que ha visto", { exact: true }).fill("0");
    await page.getByRole("button", { name: "Comprobar respuesta", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Números: resultado" })).toBeVisible();
    await expect(page.getByText(/^(¡Correcto!|Esta vez no ha sido correcto)$/)).toBeVisible();
    await expect(page.getByText("Respuesta correcta:", { exact: true })).toBeVisible();
    await expect(page.getByText("Su respuesta:", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Volver al menú", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Repetir", exact: true })).toBeVisible();
  });
});
