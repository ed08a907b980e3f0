import { expect, type Page } from "../support/fixtures";
import type { ScreenState } from "./a11y-screen-state";
import { withoutToasts } from "../support/a11y-checks";
import { undersizedTargets } from "../elderly/elderly-helpers";
import {
  answerRecall,
  EXERCISES,
  type Exercise,
  openMemoryMenu,
  phaseHeading,
  readSolution,
  setTabHidden,
  skipMemorize,
  startExercise,
} from "../elderly/elderly-memory-play";
import {
  FONT_SIZES,
  type FontSizeOption,
  heading,
  loginAsCarmen,
  loginAsElderly,
  openAccessibilityDialog,
  pickFontSize,
  setFontSizeWithDialog,
} from "../support/helpers";

// The older person's screens and states of the sweep: the two engines (axe with 7:1 contrast), 64-px targets and
// nothing moving by itself at each of the four text sizes, then the geometry (a11y-geometry.ts).

const elderly = { role: "older person", isElderly: true } as const;

/** Carmen López signed in, on her home, with no toast in front of it. */
async function carmenHome(page: Page): Promise<void> {
  await loginAsCarmen(page);
  await withoutToasts(page);
}

const gotoTile = (link: string | RegExp, title: string) => async (page: Page) => {
  await carmenHome(page);
  await page.getByRole("link", typeof link === "string" ? { name: link, exact: true } : { name: link }).click();
  await expect(heading(page, title)).toBeVisible();
};

const SCREENS: ScreenState[] = [
  // The four big buttons are the home screen: all of them in view on arrival, above the help bar.
  { ...elderly, name: "home", open: carmenHome, inViewOnArrival: ["main ul a[href]"] },
  {
    ...elderly,
    name: "home with a pending family link (José, asked about Rosa)",
    open: async (page) => {
      await loginAsElderly(page, { name: "José", pin: "4821" });
      await withoutToasts(page);
      await expect(page.getByText("¿Conoces a Rosa Fernández? Quiere acompañarte como familiar")).toBeVisible();
    },
  },
  {
    ...elderly,
    name: "chat with a question and its answer",
    open: async (page) => {
      await gotoTile("Hablar con Asistente", "Hablar con Asistente")(page);
      await page.getByRole("button", { name: "Cuéntame un chiste", exact: true }).click();
      await expect(page.getByRole("button", { name: "Leer en voz alta" })).toHaveCount(2);
    },
    // Where to type: the message box and 'Enviar'.
    inViewOnArrival: ["#chat-input", "form:has(#chat-input) button[type='submit']"],
  },
  {
    ...elderly,
    name: "reminders",
    open: async (page) => {
      await gotoTile(/^Recordatorios/, "Recordatorios Próximos")(page);
      // '¡Todo está en orden!' depends on the real clock (shown only when nothing is overdue).
      await expect(page.getByRole("heading", { level: 2, name: "Para hoy" })).toBeVisible();
    },
  },
  {
    ...elderly,
    name: "memory menu",
    open: gotoTile("Ejercicios Memoria", "Ejercicios Memoria"),
    // At least the first row of exercises in view on arrival.
    inViewOnArrival: ["section[aria-labelledby='exercises-title'] li:nth-child(-n+2) button"],
  },
  {
    ...elderly,
    name: "messages with the reply box to Javier open",
    open: async (page) => {
      await gotoTile(/^Mensajes Familia/, "Mensajes Familia")(page);
      await page.getByRole("button", { name: /^Escribir a Javier/ }).click();
      await expect(page.getByRole("button", { name: "Te quiero", exact: true })).toBeVisible();
    },
  },
  {
    ...elderly,
    name: "additional information (from the home footer)",
    open: gotoTile("Información Adicional", "Información Adicional"),
  },
  {
    ...elderly,
    name: "accessibility dialog, and its open list of sizes",
    open: async (page) => {
      await carmenHome(page);
      await openAccessibilityDialog(page);
    },
    // The size is picked in the open dialog itself.
    setSize: async (page, size) => pickFontSize(page, accessibilityDialog(page), size),
    extra: sizeListTargets,
  },
  {
    ...elderly,
    name: "privacy dialog",
    open: carmenHome,
    show: async (page) => {
      await page.getByRole("button", { name: "Ajustes de Privacidad", exact: true }).click();
      await expect(privacyDialog(page).getByRole("switch", { name: "Mi familia puede ver mi actividad" })).toBeVisible();
    },
    hide: async (page) => {
      await privacyDialog(page).getByRole("button", { name: "Cancelar", exact: true }).click();
      await expect(privacyDialog(page)).toHaveCount(0);
    },
  },
  {
    // Moved from care-loop-sizes.spec.ts (axe and IBM there); here with every check of an elderly screen.
    ...elderly,
    name: "home with the offline notice",
    open: async (page) => {
      await carmenHome(page);
      // The settings dialog is loaded while online; offline, the notice must not hide anything it names.
      await setFontSizeWithDialog(page, FONT_SIZES[1]);
      await page.context().setOffline(true);
      await expect(offlineNotice(page)).toBeVisible();
    },
    show: async (page) => expect(offlineNotice(page)).toBeInViewport(),
  },
  ...EXERCISES.flatMap(memoryStates),
];

const accessibilityDialog = (page: Page) => page.getByRole("dialog", { name: "Configuración de Accesibilidad" });
const privacyDialog = (page: Page) => page.getByRole("dialog", { name: "Ajustes de Privacidad" });
const offlineNotice = (page: Page) => page.getByRole("status").filter({ hasText: "Sin conexión" });

/** The open list of text sizes: its options are targets as well. */
async function sizeListTargets(page: Page, size: FontSizeOption): Promise<void> {
  await accessibilityDialog(page).getByRole("combobox", { name: "Tamaño de Letra", exact: true }).click();
  const option = page.getByRole("option", { name: size.label, exact: true });
  await expect(option).toBeVisible();
  const small = await undersizedTargets(page);
  const options = await page
    .getByRole("option")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
  expect.soft(options.filter((height) => height < 64), `option heights at ${size.value}`).toEqual([]);
  expect.soft(small, `targets under 64 px with the list open at ${size.value}`).toEqual([]);
  await option.click();
  await expect(page.getByRole("option")).toHaveCount(0);
}

/** From a fresh page to the memory menu of Carmen, on the level 'Fácil'. */
async function memoryMenu(page: Page): Promise<void> {
  await carmenHome(page);
  await openMemoryMenu(page);
  await expect(page.getByRole("radio", { name: "Fácil", exact: true })).toBeChecked();
}

/**
 * An exercise's memorize, recall and result (right and wrong) phases, each a state of its own. The checks take
 * longer than a phase's countdown on a loaded machine: memorize is paused with the tab hidden ('(en pausa)', the
 * words stay shown), recall by fixing the page's time (the countdown shown running, as a person sees it).
 */
function memoryStates(exercise: Exercise): ScreenState[] {
  const name = (phase: string) => `memory '${exercise.label}', ${phase}`;
  const toRecall = async (page: Page) => {
    await memoryMenu(page);
    await startExercise(page, exercise);
    const solution = await readSolution(page, exercise.type);
    await skipMemorize(page, exercise);
    return solution;
  };
  const toResult = (isRight: boolean) => async (page: Page) => {
    const solution = await toRecall(page);
    if (isRight) await answerRecall(page, exercise, solution);
    else {
      const submit = exercise.type === "pairs-cards" ? "Terminar" : "Comprobar respuesta";
      await page.getByRole("button", { name: submit, exact: true }).click();
      await expect(phaseHeading(page, exercise.label, "resultado")).toBeVisible();
    }
    const verdict = isRight ? "¡Correcto!" : "Esta vez no ha sido correcto";
    await expect(page.getByText(verdict, { exact: true })).toBeVisible();
  };
  return [
    {
      ...elderly,
      name: name("memorize"),
      open: async (page) => {
        await memoryMenu(page);
        await startExercise(page, exercise);
        await setTabHidden(page, true);
      },
      show: async (page) => expect(phaseHeading(page, exercise.label, "memorice")).toBeVisible(),
    },
    {
      ...elderly,
      name: name("recall"),
      open: async (page) => {
        await page.clock.install();
        await toRecall(page);
        // The countdown reads Date.now: fixing it stops the countdown, while timers (the dialogs') keep running.
        await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
      },
      show: async (page) => expect(phaseHeading(page, exercise.label, "responda")).toBeVisible(),
    },
    { ...elderly, name: name("result of a right answer"), open: toResult(true) },
    { ...elderly, name: name("result of a wrong answer"), open: toResult(false) },
  ];
}

export const ELDERLY_SCREENS = SCREENS;
