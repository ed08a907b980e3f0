import { expect, type Page, test } from "../support/fixtures";
import { axeLines, expectCleanAtSize } from "../support/a11y-checks";
import { apiGet, FONT_SIZES, heading, loginAsCarmen, loginAsProfessional, setFontSizeWithDialog, toasts } from "../support/helpers";
import { openStatDialog, storedUserId } from "../professional/professional-helpers";

// The assistant as Carmen, typed the way people type (no accents, no punctuation).

import type { AlertItem } from "../../shared/api/professional";

async function openChat(page: Page) {
  await loginAsCarmen(page);
  await page.getByRole("link", { name: "Hablar con Asistente", exact: true }).click();
  await expect(heading(page, "Hablar con Asistente")).toBeVisible();
  return page.getByRole("log", { name: "Conversación" });
}

async function say(page: Page, text: string) {
  await page.getByLabel("Escriba su mensaje", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Enviar", exact: true }).click();
}

test.describe("assistant", () => {
  test("a gas smell shows 'Alerta de Salud' and the professional sees a critical alert among the calls for help at the top", async ({
    page,
    browser,
  }) => {
    const log = await openChat(page);
    await say(page, "huele mucho a gas en la cosina");
    await expect(toasts(page).getByText("Alerta de Salud", { exact: true })).toBeVisible();
    // Carmen is spoken to de usted (her record), the safety advice too.
    await expect(log).toContainText("no toque interruptores");

    const proContext = await browser.newContext();
    try {
      const pro = await proContext.newPage();
      await loginAsProfessional(pro);
      const alerts = await apiGet<AlertItem[]>(pro, `/api/professional/${await storedUserId(pro)}/alerts`);
      // Help requests and critical health alerts lead the list (the banner's block), before anything else.
      const at = alerts.findIndex((a) => a.type === "health" && a.severity === "critical" && a.userName === "Carmen López");
      expect(at).toBeGreaterThanOrEqual(0);
      expect(alerts.slice(0, at + 1).every((a) => a.isUrgent)).toBe(true);
      const dialog = await openStatDialog(pro, "Alertas Pendientes");
      await expect(dialog.getByRole("button", { name: /^Atendida: / }).nth(at)).toHaveAccessibleName(
        "Atendida: Alerta de Salud de Carmen López",
      );
    } finally {
      await proContext.close();
    }
  });

  test("a scam in progress gets the scam advice (not the intruder's) and a high-priority alert for the staff", async ({
    page,
    browser,
  }) => {
    const log = await openChat(page);
    // The grandson-in-trouble call with a courier on the way: typed in a hurry, no accents.
    await say(page, "me llama mi nieto q ha tenido un accidente y manda a un mensajero a por el dinero y las joyas");
    await expect(toasts(page).getByText("Alerta de Salud", { exact: true })).toBeVisible();
    await expect(log).toContainText("esto parece un engaño: no abra la puerta, no pague nada");
    await expect(log).toContainText("al 091");
    await expect(log).not.toContainText("habitación");

    const proContext = await browser.newContext();
    try {
      const pro = await proContext.newPage();
      await loginAsProfessional(pro);
      const alerts = await apiGet<AlertItem[]>(pro, `/api/professional/${await storedUserId(pro)}/alerts`);
      const scam = alerts.find((a) => a.userName === "Carmen López" && a.content.includes("Posible estafa o engaño en curso"));
      expect(scam).toMatchObject({ type: "health", severity: "high" });
    } finally {
      await proContext.close();
    }
  });

  test("an unsure message asks '¿Está bien?' with two answers, kept on the home screen; 'Sí' reaches the staff", async ({
    page,
    browser,
  }) => {
    const log = await openChat(page);
    // Danger the detector is not sure of: it asks rather than alerts (the question's words are the safety rules').
    await say(page, "no sé qué me pasa, me siento muy débil");
    const answers = log.getByRole("group", { name: /Carmen/ });
    await expect(answers.getByRole("button", { name: "Sí, necesito ayuda", exact: true })).toBeVisible();
    await expect(answers.getByRole("button", { name: "Estoy bien", exact: true })).toBeVisible();
    expect(await axeLines(page)).toEqual([]);

    // Unanswered, it waits on the home screen (from the server), in the page's flow above the help bar.
    await page.getByRole("link", { name: "Volver al inicio", exact: true }).click();
    const card = page.getByRole("region", { name: "El asistente le pregunta", exact: true });
    await expect(card.getByRole("button", { name: "Estoy bien", exact: true })).toBeVisible();
    expect(await axeLines(page)).toEqual([]);
    await card.getByRole("button", { name: "Sí, necesito ayuda", exact: true }).click();
    await expect(toasts(page).getByText("Ayuda enviada", { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    const proContext = await browser.newContext();
    try {
      const pro = await proContext.newPage();
      await loginAsProfessional(pro);
      const alerts = await apiGet<AlertItem[]>(pro, `/api/professional/${await storedUserId(pro)}/alerts`);
      const help = alerts.find((a) => a.userName === "Carmen López" && a.content.includes("«Sí, necesito ayuda»"));
      expect(help).toMatchObject({ type: "help", isUrgent: true });
    } finally {
      await proContext.close();
    }
  });

  test("loneliness offers to write to the family and opens Mensajes with the text ready", async ({ page }) => {
    const log = await openChat(page);
    await say(page, "me siento un poco sola hoy");
    await expect(log).toContainText("escribir a su familia");
    await log.getByRole("button", { name: "Escribir a mi familia" }).click();
    await expect(heading(page, "Mensajes Familia")).toBeVisible();
    await expect(page.getByLabel("O escriba su propio mensaje")).toHaveValue(/^Hola, soy Carmen\./);
  });

  test("a typed 'sí' to that offer brings the button back under the new reply", async ({ page }) => {
    const log = await openChat(page);
    await say(page, "me siento sola");
    // The greeting, the message and the reply: the offer is on screen before the answer to it.
    await expect(log.locator("[data-chat-turn]")).toHaveCount(3);
    await say(page, "si, vale");
    await expect(log.locator("[data-chat-turn]")).toHaveCount(5);
    const last = log.locator("[data-chat-turn]").last();
    await expect(last).toContainText("«Escribir a mi familia», aquí debajo");
    await last.getByRole("button", { name: "Escribir a mi familia" }).click();
    await expect(heading(page, "Mensajes Familia")).toBeVisible();
    await expect(page.getByLabel("O escriba su propio mensaje")).toHaveValue(/^Hola, soy Carmen\./);
  });

  test("'¿cuándo es mi cita con el médico?' answers the appointment's day and time from the database", async ({
    page,
  }) => {
    const log = await openChat(page);
    const upcoming = await apiGet<{ type: string; reminderTime: string; reminderDate: string | null }[]>(
      page,
      `/api/reminders/${await storedUserId(page)}/upcoming?days=30`,
    );
    const appointment = upcoming
      .filter((r) => r.type === "appointment" && r.reminderDate)
      .sort((a, b) => `${a.reminderDate}${a.reminderTime}`.localeCompare(`${b.reminderDate}${b.reminderTime}`))
      .at(0);
    expect(appointment).toBeDefined();
    await say(page, "¿cuándo es mi cita con el médico?");
    const time = (appointment?.reminderTime ?? "").slice(0, 5).replace(/^0/, "");
    await expect(log).toContainText(new RegExp(`Su próxima cita es (?:hoy|mañana|el \\S+ \\d+ de \\S+) a las ${time}`));
  });

  test("a lonely conversation, saved, gives staff a calm 'Ánimo bajo' sign; the week's page is clean at each size", async ({
    page,
    browser,
  }) => {
    // Four axe runs (and IBM's at two sizes) on the staff page.
    test.setTimeout(90_000);
    const log = await openChat(page);
    await say(page, "me siento muy sola, nadie viene a verme");
    await expect(log.locator("[data-chat-turn]")).toHaveCount(3);
    await page.getByRole("button", { name: "Guardar Sesión", exact: true }).click();
    await expect(toasts(page).getByText("Sesión guardada", { exact: true })).toBeVisible();

    const proContext = await browser.newContext();
    try {
      const pro = await proContext.newPage();
      await loginAsProfessional(pro);
      const users = pro.getByRole("region", { name: "Usuarios del programa" });
      await users.getByRole("searchbox", { name: "Buscar usuario" }).fill("Carmen López");
      const card = users.getByRole("listitem").filter({ has: pro.getByRole("link", { name: "Carmen López", exact: true }) });
      await expect(card.getByText("Ánimo bajo hoy", { exact: true })).toBeVisible();
      await card.getByRole("link", { name: "Carmen López", exact: true }).click();
      await expect(heading(pro, "Carmen López")).toBeVisible();
      await expect(pro.getByText(/^Ánimo bajo hoy/)).toBeVisible();

      await pro.getByRole("navigation", { name: "Menú profesional" }).getByRole("link", { name: "Ánimo bajo", exact: true }).click();
      await expect(heading(pro, "Ánimo bajo esta semana")).toBeVisible();
      await expect(pro.getByRole("region", { name: /^Del / })).toBeVisible();
      for (const size of FONT_SIZES) {
        await setFontSizeWithDialog(pro, size);
        await expectCleanAtSize(pro, "'Ánimo bajo esta semana'", size);
      }
    } finally {
      await proContext.close();
    }
  });
});
