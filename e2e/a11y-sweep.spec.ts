import { expect, type Page, test } from "./fixtures";
import { engineViolations, sidewaysScrolling } from "./a11y-checks";
import type { ScreenState } from "./a11y-screen-state";
import { ELDERLY_SCREENS } from "./a11y-screens-elderly";
import { FAMILY_SCREENS } from "./a11y-screens-family";
import { PUBLIC_SCREENS } from "./a11y-screens-public";
import { runningAnimations, undersizedTargets } from "./elderly-helpers";
import { checkBothWidths, DESKTOP as FAMILY_DESKTOP } from "./family-helpers";
import { FONT_SIZES, type FontSizeOption, loginAsCarmenThroughUi, setFontSizeWithDialog, toasts } from "./helpers";

// The accessibility sweep (docs/behaviour/12-client.md#accessibility): every screen
// state of the tables is opened once, then at each of the four text sizes (changed as a person would) the checks of
// its row run: axe WCAG 2.0/2.1 A and AA at every size, IBM's Equal Access WCAG 2.2 at the smallest and the largest;
// on the older person's screens also text contrast of 7:1 (in the same axe run), targets of 64 px and nothing moving
// by itself; reflow at 390 and 320 px, or for the family both 360 px and desktop width. Soft assertions report every
// size. One test per state, independent of the others: they may run in parallel.

const DESKTOP = { width: 1280, height: 720 };

const SWEEP: ScreenState[] = [...PUBLIC_SCREENS, ...ELDERLY_SCREENS, ...FAMILY_SCREENS];

test.describe.configure({ mode: "parallel" });

async function checkState(page: Page, state: ScreenState, size: FontSizeOption): Promise<void> {
  if (state.bothWidths) {
    const { ready } = state.bothWidths;
    await checkBothWidths(page, state.name, size, () => ready(page));
    return;
  }
  const where = `${state.name} at ${size.value}`;
  const found = await engineViolations(page, size, { enhancedContrast: state.isElderly });
  expect.soft(found, `accessibility violations on ${where}:\n${found.join("\n")}`).toEqual([]);
  if (state.isElderly) {
    const small = await undersizedTargets(page);
    expect.soft(small, `targets under 64 px on ${where}:\n${small.join("\n")}`).toEqual([]);
    const moving = await runningAnimations(page);
    expect.soft(moving, `moving by itself on ${where}:\n${moving.join("\n")}`).toEqual([]);
  }
  if (state.reflow) {
    const wide = await sidewaysScrolling(page, state.reflow);
    expect.soft(wide, `sideways scrolling on ${where}:\n${wide.join("\n")}`).toEqual([]);
  }
}

for (const state of SWEEP) {
  test(`${state.role}: ${state.name}, at the four text sizes`, async ({ page }) => {
    await page.setViewportSize(state.bothWidths ? FAMILY_DESKTOP : DESKTOP);
    await state.open(page);
    for (const size of FONT_SIZES) {
      await (state.setSize ?? setFontSizeWithDialog)(page, size);
      await state.show?.(page);
      await checkState(page, state, size);
      await state.extra?.(page, size);
      await state.hide?.(page);
    }
  });
}

test("a toast on an elderly screen: its close button is at least 64 px", async ({ page }) => {
  // Signing in on the keypad shows 'Acceso correcto' (the API sign-in shows no toast).
  await loginAsCarmenThroughUi(page);
  const close = toasts(page).getByRole("button", { name: "Cerrar notificación" });
  await expect(close).toBeVisible();
  const box = await close.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(64);
  expect(box?.height).toBeGreaterThanOrEqual(64);
});
