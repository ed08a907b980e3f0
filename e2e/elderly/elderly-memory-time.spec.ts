import { expect, type Page, test } from "../support/fixtures";
import {
  answerRecall,
  EXERCISES,
  expectExerciseRecorded,
  openMemoryMenu,
  phaseHeading,
  readSolution,
  skipMemorize,
  startExercise,
} from "./elderly-memory-play";
import {
  expectNoAxeViolations,
  FONT_SIZES,
  loginAsCarmen,
  openAccessibilityDialog,
  setFontSizeWithDialog,
} from "../support/helpers";

// WCAG 2.2.1: the memory countdowns can be paused ('Pausar' / 'Continuar') and extended ('Más
// tiempo'), and 'Sin límite de tiempo' in the gear dialog turns them off; points stay as documented. Played as
// Carmen at the normal and the largest text size. The page's clock is Playwright's (page.clock): it runs
// in real time, and runFor() jumps ahead to show that a paused or unlimited phase does not move.

const NUMBERS = EXERCISES.find((exercise) => exercise.type === "numbers")!;
const SIZES = [FONT_SIZES[1], FONT_SIZES[3]];
/** 'Más tiempo' on the 12 s memorize phase and the 30 s recall adds 30 s (the minimum). */
const MORE_TIME = "Más tiempo (+30 s)";

async function secondsLeft(page: Page, label: string): Promise<number> {
  const text = await page.getByRole("timer", { name: label }).innerText();
  return Number(/(\d+)\s*s/.exec(text)?.[1] ?? Number.NaN);
}

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const points = (page: Page) =>
  page.getByRole("region", { name: "Su marcador" }).locator("div").filter({ hasText: "Puntos:" }).locator("dd");

for (const size of SIZES) {
  test.describe(`memory countdowns at '${size.value}'`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install();
      await loginAsCarmen(page);
      await setFontSizeWithDialog(page, size);
      await openMemoryMenu(page);
    });

    test("'Pausar' stops the countdown and hides the exercise; 'Más tiempo' adds 30 s; points as documented", async ({
      page,
    }) => {
      await startExercise(page, NUMBERS);
      const solution = await readSolution(page, "numbers");
      const memorize = "Tiempo para memorizar";
      // The page clock drives the countdown: jumping 3 s ahead takes at least 3 s off.
      const atStart = await secondsLeft(page, memorize);
      await page.clock.runFor(3_000);
      await expect.poll(() => secondsLeft(page, memorize)).toBeLessThanOrEqual(atStart - 3);

      await button(page, "Pausar").click();
      await expect(button(page, "Continuar")).toBeFocused();
      await expect(page.getByRole("timer", { name: memorize })).toContainText("(en pausa)");
      await expect(page.getByRole("status").filter({ hasText: /^En pausa\. Quedan \d+ segundos?\.$/ })).toHaveCount(1);
      await expect(page.getByText("En pausa. El ejercicio está oculto", { exact: false })).toBeVisible();
      await expect(page.getByText(/^\d( \d)+$/)).toHaveCount(0);
      await expect(button(page, "Ya lo he memorizado")).toHaveCount(0);
      await expectNoAxeViolations(page, `paused memorize screen at ${size.value}`);

      const paused = await secondsLeft(page, memorize);
      // A minute passes on the page's clock: a running 12 s phase would have ended long ago.
      await page.clock.runFor(60_000);
      await expect(phaseHeading(page, NUMBERS.label, "memorice")).toBeVisible();
      expect(await secondsLeft(page, memorize)).toBe(paused);

      await button(page, MORE_TIME).click();
      expect(await secondsLeft(page, memorize)).toBe(paused + 30);
      await expect(page.getByRole("status").filter({ hasText: `Ahora quedan ${paused + 30} segundos.` })).toHaveCount(1);

      await button(page, "Continuar").click();
      await expect(button(page, "Pausar")).toBeVisible();
      await expect(page.getByText(/^\d( \d)+$/)).toBeVisible();
      await page.clock.runFor(2_000);
      await expect.poll(() => secondsLeft(page, memorize)).toBeLessThan(paused + 30);

      await skipMemorize(page, NUMBERS);
      const recall = "Tiempo para responder";
      await page.getByLabel("Número que ha visto", { exact: true }).fill("1");
      await button(page, "Pausar").click();
      await expect(page.getByLabel("Número que ha visto", { exact: true })).toBeHidden();
      const recallPaused = await secondsLeft(page, recall);
      await page.clock.runFor(120_000);
      expect(await secondsLeft(page, recall)).toBe(recallPaused);
      await expect(phaseHeading(page, NUMBERS.label, "responda")).toBeVisible();
      await expectNoAxeViolations(page, `paused recall screen at ${size.value}`);
      await button(page, MORE_TIME).click();
      expect(await secondsLeft(page, recall)).toBe(recallPaused + 30);
      await button(page, "Continuar").click();
      // What was typed before the pause is still there.
      await expect(page.getByLabel("Número que ha visto", { exact: true })).toHaveValue("1");
      await page.getByLabel("Número que ha visto", { exact: true }).fill("");

      const startedAt = Date.now();
      await answerRecall(page, NUMBERS, solution);
      await expect(page.getByText("¡Correcto!", { exact: true })).toBeVisible();
      // Extra time does not change the scoring of docs/behaviour/04-states.md.
      await expect(points(page)).toHaveText(String(NUMBERS.points));
      await expectExerciseRecorded(page, "numbers", startedAt, {
        correct: true,
        points: NUMBERS.points,
        streak: 1,
      });
    });

    test("'Sin límite de tiempo': no countdown, the person ends each phase; kept after reload", async ({ page }) => {
      const dialog = await openAccessibilityDialog(page);
      const toggle = dialog.getByRole("switch", { name: "Sin límite de tiempo", exact: true });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(toggle).toBeChecked();
      await button(dialog.page(), "Listo").click();
      await expect(dialog).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole("heading", { level: 2, name: "Elija la dificultad y un ejercicio" })).toBeVisible();
      const reopened = await openAccessibilityDialog(page);
      await expect(reopened.getByRole("switch", { name: "Sin límite de tiempo", exact: true })).toBeChecked();
      await button(page, "Listo").click();

      await startExercise(page, NUMBERS);
      await expect(page.getByRole("timer")).toHaveCount(0);
      await expect(button(page, "Pausar")).toHaveCount(0);
      await expect(page.getByText("Sin límite de tiempo: pulse «Ya lo he memorizado» cuando esté listo.")).toBeVisible();
      const solution = await readSolution(page, "numbers");
      await page.clock.runFor(90_000);
      await expect(phaseHeading(page, NUMBERS.label, "memorice")).toBeVisible();

      await skipMemorize(page, NUMBERS);
      await expect(page.getByRole("timer")).toHaveCount(0);
      await page.clock.runFor(90_000);
      await expect(phaseHeading(page, NUMBERS.label, "responda")).toBeVisible();
      await expectNoAxeViolations(page, `recall without a time limit at ${size.value}`);

      const startedAt = Date.now();
      await answerRecall(page, NUMBERS, solution);
      await expect(page.getByText("¡Correcto!", { exact: true })).toBeVisible();
      await expect(points(page)).toHaveText(String(NUMBERS.points));
      await expectExerciseRecorded(page, "numbers", startedAt, {
        correct: true,
        points: NUMBERS.points,
        streak: 1,
      });
    });
  });
}
