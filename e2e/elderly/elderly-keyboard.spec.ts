import { expect, type Page, request, test } from "../support/fixtures";
import {
  answerRecall,
  EXERCISES,
  openMemoryMenu,
  phaseHeading,
  playExercise,
  readSolution,
  skipMemorize,
  startExercise,
} from "./elderly-memory-play";
import { apiGet, expectNoAxeViolations, FAMILY, heading, spanishLongDate, storedUser, toasts } from "../support/helpers";
import { apiSessionAs, expectVisibleFocus, focusByKeyboard, loginAsElderlyByKeyboard, pressOn } from "./elderly-helpers";

// Carmen's whole journey with the keyboard only (Tab, Shift+Tab, Enter, Space, arrow keys and
// typing; never the mouse), with a visible focus indicator on the controls she reaches.

const BACK_HOME = "Volver al inicio";

async function carmenId(page: Page): Promise<string> {
  const user = await storedUser(page);
  expect(user?.id, "Carmen's id in localStorage").toBeTruthy();
  return user!.id;
}

/** Home tile -> its screen (h1), then back home with 'Volver al inicio'. */
async function visitAndReturn(page: Page, tile: string | RegExp, title: string): Promise<void> {
  const link = page.getByRole("link", typeof tile === "string" ? { name: tile, exact: true } : { name: tile });
  await focusByKeyboard(page, link);
  await expectVisibleFocus(link);
  await page.keyboard.press("Enter");
  await expect(heading(page, title)).toBeVisible();
  await pressOn(page, page.getByRole("link", { name: BACK_HOME, exact: true }));
  await expect(heading(page, "Hola, Carmen")).toBeVisible();
}

test.describe("keyboard only (Carmen)", () => {
  test("login, every screen and back, privacy opened and closed, help, logout", async ({ page }) => {
    await loginAsElderlyByKeyboard(page);

    await visitAndReturn(page, "Hablar con Asistente", "Hablar con Asistente");
    await visitAndReturn(page, "Ejercicios Memoria", "Ejercicios Memoria");
    await visitAndReturn(page, /^Recordatorios/, "Recordatorios Próximos");
    await visitAndReturn(page, /^Mensajes Familia/, "Mensajes Familia");

    // Privacy: a switch changed with Space is discarded by 'Cancelar'; focus comes back to the button.
    const privacy = page.getByRole("button", { name: "Ajustes de Privacidad", exact: true });
    await focusByKeyboard(page, privacy);
    await expectVisibleFocus(privacy);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Ajustes de Privacidad" });
    const family = dialog.getByRole("switch", { name: "Mi familia puede ver mi actividad" });
    await expect(family).toHaveAttribute("aria-checked", "true");
    await focusByKeyboard(page, family);
    await expectVisibleFocus(family);
    await page.keyboard.press("Space");
    await expect(family).toHaveAttribute("aria-checked", "false");
    await pressOn(page, dialog.getByRole("button", { name: "Cancelar", exact: true }));
    await expect(dialog).toHaveCount(0);
    await expect(privacy).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(family).toHaveAttribute("aria-checked", "true");
    await pressOn(page, dialog.getByRole("button", { name: "Cerrar ajustes de privacidad", exact: true }));
    await expect(dialog).toHaveCount(0);

    // Help: Space sends it; the locked state is also checked with axe.
    const help = page.getByRole("button", { name: "Ayuda profesional", exact: true });
    await focusByKeyboard(page, help);
    await expectVisibleFocus(help);
    await page.keyboard.press("Space");
    await expect(toasts(page).getByText("Ayuda enviada", { exact: true })).toBeVisible();
    const locked = page.getByRole("button", { name: "Ayuda enviada Personal avisado", exact: true });
    await expect(locked).toBeDisabled();
    // The focus stays on it (it now says that help was sent); another press sends nothing more.
    await expect(locked).toBeFocused();
    await expectNoAxeViolations(page, "home with the help button locked");

    const logout = page.getByRole("button", { name: "Cerrar Sesión", exact: true });
    await focusByKeyboard(page, logout);
    await expectVisibleFocus(logout);
    await page.keyboard.press("Enter");
    // An older person confirms; the dialog opens on its safe choice.
    const confirm = page.getByRole("dialog", { name: "¿Cerrar la sesión?" });
    await expect(confirm).toBeVisible();
    await pressOn(page, confirm.getByRole("button", { name: "Sí, cerrar sesión", exact: true }));
    await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();
    expect(await storedUser(page)).toBeNull();
  });

  test("chat: type and send with Enter, a quick phrase with Space, 'Guardar Sesión' with Enter", async ({
    page,
  }) => {
    await loginAsElderlyByKeyboard(page);
    await pressOn(page, page.getByRole("link", { name: "Hablar con Asistente", exact: true }));
    const log = page.getByRole("log", { name: "Conversación" });
    await expect(log).toContainText("¡Hola, Carmen!");
    // docs/behaviour/02-screens.md: the conversation box is 120% of the viewport high.
    const viewport = page.viewportSize()!;
    expect(Math.round((await log.boundingBox())!.height)).toBe(Math.round(1.2 * viewport.height));

    const input = page.getByLabel("Escriba su mensaje", { exact: true });
    await focusByKeyboard(page, input);
    await expectVisibleFocus(input);
    await page.keyboard.type("¿Qué día es hoy?");
    await page.keyboard.press("Enter");
    await expect(log.getByText(`Hoy es ${spanishLongDate()}.`)).toBeVisible();
    await expect(input).toHaveValue("");

    const readAloud = log.getByRole("button", { name: "Leer en voz alta" });
    await expect(readAloud).toHaveCount(2);
    await pressOn(page, page.getByRole("button", { name: "Cuéntame un chiste", exact: true }), "Space");
    await expect(readAloud).toHaveCount(3);

    await pressOn(page, page.getByRole("button", { name: "Guardar Sesión", exact: true }));
    await expect(toasts(page).getByText("Sesión guardada", { exact: true })).toBeVisible();
  });

  test("reminders: 'Marcar como Completado' with Enter on a reminder made for this test", async ({
    page,
    baseURL,
  }) => {
    await loginAsElderlyByKeyboard(page);
    const id = await carmenId(page);
    // Javier adds a daily reminder already due today, so this test never depends on the seed's state.
    const javier = await apiSessionAs(baseURL!, FAMILY, "family");
    const title = `Regar las plantas ${Date.now()}`;
    const created = await javier.post("/api/reminders", {
      data: { title, description: "Con la regadera pequeña", reminderTime: "00:01", type: "activity", userId: id },
    });
    expect(created.status(), await created.text()).toBe(201);
    const reminderId = ((await created.json()) as { id: string }).id;
    try {
      await pressOn(page, page.getByRole("link", { name: /^Recordatorios/ }));
      await expect(heading(page, "Recordatorios Próximos")).toBeVisible();
      const card = page.getByRole("listitem", { name: title, exact: true });
      const complete = card.getByRole("button", { name: "Marcar como Completado" });
      await focusByKeyboard(page, complete);
      await expectVisibleFocus(complete);
      await page.keyboard.press("Enter");
      await expect(toasts(page).getByText("¡Bien hecho!", { exact: true })).toBeVisible();
      await expect(card).toContainText("Hecho");
      await expect(complete).toHaveCount(0);
      const upcoming = await apiGet<{ id: string; completedToday: boolean }[]>(
        page,
        `/api/reminders/${id}/upcoming?days=7`,
      );
      expect(upcoming.find((reminder) => reminder.id === reminderId)?.completedToday).toBe(true);
    } finally {
      await javier.delete(`/api/reminders/${reminderId}`);
      await javier.dispose();
    }
  });

  test("memory: difficulty with the arrow keys; the card game, words and associations by keyboard", async ({
    page,
  }) => {
    await loginAsElderlyByKeyboard(page);
    await openMemoryMenu(page, "keyboard");

    const easy = page.getByRole("radio", { name: "Fácil", exact: true });
    await focusByKeyboard(page, easy);
    await expectVisibleFocus(easy, easy.locator("xpath=following-sibling::span"));
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Medio", exact: true })).toBeChecked();
    await page.keyboard.press("ArrowLeft");
    await expect(easy).toBeChecked();

    const cards = EXERCISES.find((exercise) => exercise.type === "pairs-cards")!;
    await startExercise(page, cards, "keyboard");
    const solution = await readSolution(page, cards.type);
    await skipMemorize(page, cards, "keyboard");
    const firstCard = page.getByRole("button", { name: /^Carta 1, boca abajo$/ });
    await focusByKeyboard(page, firstCard);
    await expectVisibleFocus(firstCard);
    await answerRecall(page, cards, solution, "keyboard");
    await expect(page.getByText("¡Correcto!", { exact: true })).toBeVisible();
    await pressOn(page, page.getByRole("button", { name: "Volver al menú", exact: true }));

    for (const type of ["words", "associations"] as const) {
      const exercise = EXERCISES.find((candidate) => candidate.type === type)!;
      await playExercise(page, exercise, { mode: "keyboard" });
      if (type === "words") await pressOn(page, page.getByRole("button", { name: "Volver al menú", exact: true }));
    }
    // Three right answers in a row: the level went up (docs/behaviour/04-states.md).
    await expect(page.getByText("¡Muy bien! Sube de nivel: ahora Medio.", { exact: true })).toBeVisible();
    await expect(phaseHeading(page, "Asociaciones", "resultado")).toBeVisible();
    await pressOn(page, page.getByRole("link", { name: BACK_HOME, exact: true }));
    await expect(heading(page, "Hola, Carmen")).toBeVisible();
  });

  test("a family link request: Dolores answers 'No' with the keyboard and the card goes away", async ({
    page,
    baseURL,
  }) => {
    // A new relative registers for Dolores (API), so the request exists only for this test.
    const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    try {
      const municipalities = (await (await visitor.get("/api/municipalities")).json()) as { id: string; name: string }[];
      const stamp = Date.now();
      const registered = await visitor.post("/api/family/register", {
        data: {
          firstName: "Marta",
          lastName: `Prueba${stamp}`,
          username: `marta.${stamp}@example.es`,
          password: "clave-segura-1",
          elderlyUserName: "Dolores",
          municipalityId: municipalities.find((m) => m.name === "Valle Verde")!.id,
        },
      });
      expect(registered.status(), await registered.text()).toBe(201);

      await loginAsElderlyByKeyboard(page, { name: "Dolores", pin: "3958" });
      const question = page.getByText(`¿Conoces a Marta Prueba${stamp}? Quiere acompañarte como familiar`);
      await expect(question).toBeVisible();
      const card = page.getByRole("listitem").filter({ has: question });
      const no = card.getByRole("button", { name: "No", exact: true });
      await focusByKeyboard(page, no);
      await expectVisibleFocus(no);
      await page.keyboard.press("Enter");
      await expect(toasts(page).getByText("Solicitud rechazada", { exact: true })).toBeVisible();
      await expect(question).toHaveCount(0);
    } finally {
      await visitor.dispose();
    }
  });

  test("messages: 'Responder' to Javier, type a message and send it with Enter; Javier receives it", async ({
    page,
    baseURL,
  }) => {
    await loginAsElderlyByKeyboard(page);
    const id = await carmenId(page);
    await pressOn(page, page.getByRole("link", { name: /^Mensajes Familia/ }));
    await expect(heading(page, "Mensajes Familia")).toBeVisible();

    const fromJavier = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: /^Javier/ }) })
      .first();
    const reply = fromJavier.getByRole("button", { name: "Responder", exact: true });
    await focusByKeyboard(page, reply);
    await expectVisibleFocus(reply);
    await page.keyboard.press("Enter");
    await expect(fromJavier.getByRole("button", { name: "Cerrar respuesta", exact: true })).toBeVisible();

    const text = `Ya he tomado la pastilla (${Date.now()})`;
    await focusByKeyboard(page, fromJavier.getByLabel("O escriba su propio mensaje", { exact: true }));
    await page.keyboard.type(text);
    await pressOn(page, fromJavier.getByRole("button", { name: "Enviar", exact: true }));
    await expect(toasts(page).getByText("Mensaje enviado", { exact: true })).toBeVisible();
    await expect(page.getByRole("listitem", { name: /^Usted escribió a Javier/ }).first()).toContainText(text);

    const javier = await apiSessionAs(baseURL!, FAMILY, "family");
    try {
      const thread = await javier.get(`/api/messages/${id}`);
      expect(thread.ok()).toBeTruthy();
      const messages = (await thread.json()) as { content: string; fromUserId: string }[];
      expect(messages.find((message) => message.content === text)?.fromUserId).toBe(id);
    } finally {
      await javier.dispose();
    }
  });
});
