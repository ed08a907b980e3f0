import { expect, type Locator, type Page } from "../support/fixtures";
import { STORY_BANK } from "../../shared/domain/memory/bank-stories";
import { apiGet, heading, storedUser } from "../support/helpers";
import { focusByKeyboard, pressOn } from "./elderly-helpers";

// Playing the memory exercises as a person would: read what is shown while memorising, then answer on
// the recall screen with the mouse or with the keyboard only. Used by elderly-memory, -axe and -keyboard.

export type ExerciseType = "words" | "numbers" | "sequences" | "associations" | "stories" | "pairs-cards";
export type InputMode = "mouse" | "keyboard";

/** docs/behaviour/09-constants.md, easy level: menu label, points, memorize and recall seconds. */
export const EXERCISES: readonly {
  type: ExerciseType;
  label: string;
  points: number;
  memorizeSeconds: number;
  recallSeconds: number;
}[] = [
  { type: "words", label: "Palabras", points: 10, memorizeSeconds: 12, recallSeconds: 60 },
  { type: "numbers", label: "Números", points: 15, memorizeSeconds: 12, recallSeconds: 30 },
  { type: "sequences", label: "Secuencias", points: 20, memorizeSeconds: 12, recallSeconds: 40 },
  { type: "associations", label: "Asociaciones", points: 25, memorizeSeconds: 12, recallSeconds: 60 },
  { type: "stories", label: "Historias", points: 30, memorizeSeconds: 15, recallSeconds: 90 },
  { type: "pairs-cards", label: "Empareja las Cartas", points: 25, memorizeSeconds: 15, recallSeconds: 120 },
];
export type Exercise = (typeof EXERCISES)[number];

/** What a person who memorised perfectly would answer. */
export type Solution =
  | { type: "words"; words: string[] }
  | { type: "numbers"; digits: string }
  | { type: "sequences"; fruits: string[] }
  | { type: "associations"; pairs: [string, string][] }
  | { type: "stories"; answer: string }
  | { type: "pairs-cards"; pairs: [number, number][] };

export function phaseHeading(page: Page, label: string, phase: "memorice" | "responda" | "resultado"): Locator {
  return page.getByRole("heading", { level: 2, name: `${label}: ${phase}`, exact: true });
}

const button = (page: Page, name: string | RegExp) =>
  page.getByRole("button", typeof name === "string" ? { name, exact: true } : { name });

async function activate(page: Page, target: Locator, mode: InputMode, key: "Enter" | "Space" = "Enter") {
  if (mode === "mouse") await target.click();
  else await pressOn(page, target, key);
}

/**
 * Pretends the tab went to the background (or came back): the browser's visibilitychange. Headless
 * Chromium never hides a page by itself, so document.visibilityState is overridden.
 */
export async function setTabHidden(page: Page, isHidden: boolean): Promise<void> {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (hidden ? "hidden" : "visible"),
    });
    document.dispatchEvent(new Event("visibilitychange"));
  }, isHidden);
}

/** From home: 'Ejercicios Memoria'; ends on the menu. */
export async function openMemoryMenu(page: Page, mode: InputMode = "mouse"): Promise<void> {
  await activate(page, page.getByRole("link", { name: "Ejercicios Memoria", exact: true }), mode);
  await expect(page).toHaveURL(/\/memory-exercises$/);
  await expect(heading(page, "Ejercicios Memoria")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Elija la dificultad y un ejercicio" })).toBeVisible();
}

/** From the menu: picks the exercise; ends on its memorize phase. */
export async function startExercise(page: Page, exercise: Exercise, mode: InputMode = "mouse"): Promise<void> {
  await activate(page, button(page, new RegExp(`^${exercise.label}`)), mode);
  await expect(phaseHeading(page, exercise.label, "memorice")).toBeVisible();
}

/** Reads, on the memorize screen, everything needed to answer correctly. */
export async function readSolution(page: Page, type: ExerciseType): Promise<Solution> {
  const items = page.getByRole("main").getByRole("listitem");
  const texts = async () => (await items.allTextContents()).map((text) => text.trim());
  const lastLine = async (item: Locator) => (await item.innerText()).trim().split("\n").pop()?.trim() ?? "";
  switch (type) {
    case "words":
      return { type, words: await texts() };
    case "numbers": {
      // The digits are also written one by one for screen readers ("4 8 1 5").
      const spoken = await page.getByText(/^\d( \d)+$/).textContent();
      return { type, digits: (spoken ?? "").replace(/\s/g, "") };
    }
    case "sequences": {
      const fruits: string[] = [];
      for (const item of await items.all()) fruits.push(await lastLine(item));
      return { type, fruits };
    }
    case "associations":
      return {
        type,
        pairs: (await texts()).map((text) => {
          const [left, right] = text.split("va con");
          return [left.replace("↔", "").trim(), right.trim()];
        }),
      };
    case "stories": {
      const shown = (await page.getByRole("main").locator("p").allTextContents()).map((text) => text.trim());
      const story = STORY_BANK.find((candidate) => shown.includes(candidate.text));
      expect(story, `the story shown is one of the bank's: ${shown.join(" | ")}`).toBeTruthy();
      return { type, answer: story!.answer };
    }
    case "pairs-cards": {
      const byName = new Map<string, number[]>();
      for (const item of await items.all()) {
        const position = Number(/Carta (\d+)/.exec(await item.innerText())?.[1]);
        const name = await lastLine(item);
        byName.set(name, [...(byName.get(name) ?? []), position]);
      }
      const pairs = [...byName.values()].map(([a, b]) => [a, b] as [number, number]);
      expect(pairs.every(([a, b]) => a > 0 && b > 0), `two cards per face: ${JSON.stringify(pairs)}`).toBe(true);
      return { type, pairs };
    }
  }
}

/** 'Ya lo he memorizado'; ends on the recall phase. */
export async function skipMemorize(page: Page, exercise: Exercise, mode: InputMode = "mouse"): Promise<void> {
  await activate(page, button(page, "Ya lo he memorizado"), mode);
  await expect(phaseHeading(page, exercise.label, "responda")).toBeVisible();
}

async function typeInto(page: Page, field: Locator, text: string, mode: InputMode) {
  if (mode === "mouse") return field.fill(text);
  await focusByKeyboard(page, field);
  await page.keyboard.type(text);
}

/** Chooses `option` in a native list with the arrow keys (keyboard) or selectOption (mouse). */
async function choose(page: Page, select: Locator, option: string, mode: InputMode) {
  if (mode === "mouse") {
    await select.selectOption(option);
    return;
  }
  await focusByKeyboard(page, select);
  const labels = await select.locator("option").allTextContents();
  const current = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0].text);
  const steps = labels.indexOf(option) - labels.indexOf(current);
  for (let i = 0; i < Math.abs(steps); i += 1) await page.keyboard.press(steps > 0 ? "ArrowDown" : "ArrowUp");
  await expect(select).toHaveValue(option);
}

/** Turns the cards of each pair; the game ends by itself 0.5 s after the last pair. */
async function playCards(page: Page, pairs: [number, number][], mode: InputMode) {
  for (const [index, [first, second]] of pairs.entries()) {
    await activate(page, button(page, `Carta ${first}, boca abajo`), mode, "Enter");
    await expect(button(page, new RegExp(`^Carta ${first}: `))).toHaveAttribute("aria-pressed", "true");
    await activate(page, button(page, `Carta ${second}, boca abajo`), mode, "Space");
    // After the last pair the result follows within 1.5 s, so only the earlier counts are waited for.
    if (index < pairs.length - 1) {
      await expect(page.getByText(`Parejas encontradas: ${index + 1} de ${pairs.length}`)).toBeVisible();
    }
  }
}

/** Answers on the recall screen and submits (the card game submits itself); ends on the result. */
export async function answerRecall(
  page: Page,
  exercise: Exercise,
  solution: Solution,
  mode: InputMode = "mouse",
): Promise<void> {
  switch (solution.type) {
    case "words":
      for (const word of solution.words) await activate(page, button(page, word), mode, "Space");
      break;
    case "numbers":
      await typeInto(page, page.getByLabel("Número que ha visto", { exact: true }), solution.digits, mode);
      break;
    case "sequences":
      for (const fruit of solution.fruits) await activate(page, button(page, fruit), mode);
      break;
    case "associations":
      for (const [left, right] of solution.pairs) {
        await choose(page, page.getByLabel(`${left} va con`, { exact: true }), right, mode);
      }
      break;
    case "stories":
      await typeInto(page, page.getByRole("main").getByRole("textbox"), solution.answer, mode);
      break;
    case "pairs-cards":
      await playCards(page, solution.pairs, mode);
      break;
  }
  if (solution.type !== "pairs-cards") await activate(page, button(page, "Comprobar respuesta"), mode);
  await expect(phaseHeading(page, exercise.label, "resultado")).toBeVisible();
}

/** Plays one exercise from the menu to its result, correctly or (with `isWrong`) with a blank answer. */
export async function playExercise(
  page: Page,
  exercise: Exercise,
  { mode = "mouse", isWrong = false }: { mode?: InputMode; isWrong?: boolean } = {},
): Promise<void> {
  await startExercise(page, exercise, mode);
  const solution = await readSolution(page, exercise.type);
  await skipMemorize(page, exercise, mode);
  if (isWrong) {
    await activate(page, button(page, exercise.type === "pairs-cards" ? "Terminar" : "Comprobar respuesta"), mode);
    await expect(phaseHeading(page, exercise.label, "resultado")).toBeVisible();
  } else {
    await answerRecall(page, exercise, solution, mode);
  }
  const verdict = isWrong ? "Esta vez no ha sido correcto" : "¡Correcto!";
  await expect(page.getByText(verdict, { exact: true })).toBeVisible();
}

type Activity = { activityType: string; createdAt: string; metadata: Record<string, unknown> | null };

/**
 * The person's `cognitive_exercise` record of `type` made since `since` matches `expected` (polled: the
 * app sends it in the background).
 */
export async function expectExerciseRecorded(
  page: Page,
  type: ExerciseType,
  since: number,
  expected: Record<string, unknown>,
): Promise<void> {
  const user = await storedUser(page);
  expect(user?.id).toBeTruthy();
  await expect
    .poll(
      async () => {
        const list = await apiGet<Activity[]>(page, `/api/activities/${user!.id}`);
        return list.find(
          (a) =>
            a.activityType === "cognitive_exercise" &&
            a.metadata?.exerciseType === type &&
            Date.parse(a.createdAt) >= since - 2_000,
        )?.metadata;
      },
      { message: `cognitive_exercise activity for ${type}` },
    )
    .toMatchObject(expected);
}
