import { expect, type Page, test } from "../support/fixtures";
import {
  EXERCISES,
  expectExerciseRecorded,
  openMemoryMenu,
  phaseHeading,
  playExercise,
  readSolution,
  setTabHidden,
  skipMemorize,
  startExercise,
} from "./elderly-memory-play";
import { loginAsCarmen } from "../support/helpers";
import { advanceClock } from "../support/page-clock";

// docs/behaviour/04-states.md and 09-constants.md (memory exercises) in the real browser as Carmen: each of the six
// exercises played correctly to the result screen and recorded as a cognitive_exercise activity; the countdowns (moving
// on at 0, checking at 0, pausing while the tab is hidden); the streak raising the level.

const NUMBERS = EXERCISES.find((exercise) => exercise.type === "numbers")!;

/** The value next to 'Puntos:', 'Racha:' or 'Nivel:' in the score header. */
function score(page: Page, label: "Puntos" | "Racha" | "Nivel") {
  return page
    .getByRole("region", { name: "Su marcador" })
    .locator("div")
    .filter({ hasText: `${label}:` })
    .locator("dd");
}

/** The seconds shown by the countdown named `label`. */
async function secondsLeft(page: Page, label: string): Promise<number> {
  const text = await page.getByRole("timer", { name: label }).innerText();
  return Number(/(\d+)\s*s/.exec(text)?.[1] ?? Number.NaN);
}

test.describe("memory exercises (Carmen)", () => {
  for (const exercise of EXERCISES) {
    const title = `${exercise.label}: played right to the result, ${exercise.points} points, cognitive_exercise recorded`;
    test(title, async ({ page }) => {
      await loginAsCarmen(page);
      await openMemoryMenu(page);
      await expect(page.getByRole("radio", { name: "Fácil", exact: true })).toBeChecked();
      const startedAt = Date.now();

      await playExercise(page, exercise);

      const results = page.getByRole("main");
      await expect(results.getByText("Respuesta correcta:", { exact: true })).toBeVisible();
      await expect(results.getByText("Su respuesta:", { exact: true })).toBeVisible();
      await expect(
        results.locator("div").filter({ hasText: /^Puntos ganados:/ }).locator("dd"),
      ).toHaveText(String(exercise.points));
      await expect(score(page, "Puntos")).toHaveText(String(exercise.points));
      await expect(score(page, "Racha")).toHaveText("1");
      await expect(score(page, "Nivel")).toHaveText("Fácil");
      await expect(page.getByRole("button", { name: "Repetir", exact: true })).toBeVisible();

      await expectExerciseRecorded(page, exercise.type, startedAt, {
        exerciseType: exercise.type,
        difficulty: "easy",
        correct: true,
        points: exercise.points,
        streak: 1,
      });

      await page.getByRole("button", { name: "Volver al menú", exact: true }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Elija la dificultad y un ejercicio" })).toBeVisible();
    });
  }

  test("Números: the 12 s memorize countdown moves on by itself and the 30 s recall is checked at 0", async ({
    page,
  }) => {
    // The countdowns run on Playwright's clock (it keeps real time): their seconds are moved on, not waited for.
    await page.clock.install();
    await loginAsCarmen(page);
    await openMemoryMenu(page);
    await startExercise(page, NUMBERS);
    expect(await secondsLeft(page, "Tiempo para memorizar")).toBeLessThanOrEqual(NUMBERS.memorizeSeconds);
    const solution = await readSolution(page, "numbers");
    expect(solution.type === "numbers" && solution.digits).toMatch(/^[1-9]\d{3}$/);

    // Nobody presses anything: the memorize phase ends at 0. The clock goes just past the seconds it shows (a
    // second more covers the countdown's 0.2 s tick), so the recall that follows keeps nearly all of its 30 s.
    await advanceClock(page, ((await secondsLeft(page, "Tiempo para memorizar")) + 1) * 1_000);
    await expect(phaseHeading(page, NUMBERS.label, "responda")).toBeVisible();
    expect(await secondsLeft(page, "Tiempo para responder")).toBeGreaterThan(NUMBERS.recallSeconds - 5);
    if (solution.type === "numbers") {
      await page.getByLabel("Número que ha visto", { exact: true }).fill(solution.digits);
    }
    // ... and nobody presses 'Comprobar respuesta': the answer is checked when the countdown ends.
    await advanceClock(page, (NUMBERS.recallSeconds + 1) * 1_000);
    await expect(phaseHeading(page, NUMBERS.label, "resultado")).toBeVisible();
    await expect(page.getByText("¡Correcto!", { exact: true })).toBeVisible();
    await expect(score(page, "Puntos")).toHaveText(String(NUMBERS.points));
  });

  test("a hidden tab pauses the countdown ('en pausa'); it goes on when the tab is back", async ({ page }) => {
    await page.clock.install();
    await loginAsCarmen(page);
    await openMemoryMenu(page);
    await startExercise(page, NUMBERS);
    await skipMemorize(page, NUMBERS);
    const timer = page.getByRole("timer", { name: "Tiempo para responder" });
    await expect(timer).not.toContainText("en pausa");

    await setTabHidden(page, true);
    await expect(timer).toContainText("(en pausa)");
    const paused = await secondsLeft(page, "Tiempo para responder");
    // Measuring that nothing happens needs time to pass: a minute on the page's clock, longer than the whole
    // 30 s phase, leaves the time shown as it was.
    await advanceClock(page, 60_000);
    await expect(phaseHeading(page, NUMBERS.label, "responda")).toBeVisible();
    expect(await secondsLeft(page, "Tiempo para responder")).toBe(paused);

    await setTabHidden(page, false);
    await expect(timer).not.toContainText("en pausa");
    await advanceClock(page, 5_000);
    await expect.poll(() => secondsLeft(page, "Tiempo para responder")).toBeLessThan(paused);
  });

  test("three right answers in a row raise the level to 'Medio'; a wrong one resets the streak only", async ({
    page,
  }) => {
    await loginAsCarmen(page);
    await openMemoryMenu(page);
    for (let round = 1; round <= 3; round += 1) {
      await playExercise(page, NUMBERS);
      await expect(score(page, "Racha")).toHaveText(String(round));
      if (round < 3) {
        await expect(score(page, "Nivel")).toHaveText("Fácil");
        await page.getByRole("button", { name: "Volver al menú", exact: true }).click();
      }
    }
    await expect(page.getByText("¡Muy bien! Sube de nivel: ahora Medio.", { exact: true })).toBeVisible();
    await expect(score(page, "Nivel")).toHaveText("Medio");
    await expect(score(page, "Puntos")).toHaveText(String(3 * NUMBERS.points));

    // 'Repetir' starts the same exercise at the new level: 7 digits (docs/behaviour/09-constants.md).
    await page.getByRole("button", { name: "Repetir", exact: true }).click();
    await expect(phaseHeading(page, NUMBERS.label, "memorice")).toBeVisible();
    const medium = await readSolution(page, "numbers");
    expect(medium.type === "numbers" && medium.digits).toMatch(/^\d{7}$/);
    await skipMemorize(page, NUMBERS);
    await page.getByRole("button", { name: "Comprobar respuesta", exact: true }).click();
    await expect(page.getByText("Esta vez no ha sido correcto", { exact: true })).toBeVisible();
    await expect(score(page, "Racha")).toHaveText("0");
    await expect(score(page, "Nivel")).toHaveText("Medio");
    await page.getByRole("button", { name: "Volver al menú", exact: true }).click();
    await expect(page.getByRole("radio", { name: "Medio", exact: true })).toBeChecked();
  });
});
