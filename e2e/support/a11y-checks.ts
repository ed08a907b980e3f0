import { axeFindings } from "./axe-engine";
import { expect, type Page } from "./fixtures";
import { FONT_SIZES, type FontSizeOption, toasts, waitForAnimations } from "./helpers";
import { ibmViolations } from "./ibm-checker";

// The checks of the accessibility sweep: one axe run per screen state and text size, IBM's checker at the
// smallest and the largest size only (it is the slowest engine, and what a size changes is the layout at its ends).

/** IBM's engine runs at these sizes; axe runs at all four. */
export const IBM_SIZES: readonly FontSizeOption[] = [FONT_SIZES[0], FONT_SIZES[FONT_SIZES.length - 1]];

export const runsIbmAt = (size: FontSizeOption) => IBM_SIZES.includes(size);

/** axe once the screen has settled (axe-engine.ts), with the 7:1 text contrast if asked. */
export async function axeLines(page: Page, { enhancedContrast = false } = {}): Promise<string[]> {
  await waitForAnimations(page);
  return axeFindings(page, { enhancedContrast });
}

/** axe (with the 7:1 contrast if asked) and, at the smallest and largest size, IBM's checker. */
export async function engineViolations(
  page: Page,
  size: FontSizeOption,
  { enhancedContrast = false } = {},
): Promise<string[]> {
  const fromAxe = await axeLines(page, { enhancedContrast });
  if (!runsIbmAt(size)) return fromAxe;
  return [...fromAxe, ...(await ibmViolations(page)).map((line) => `ibm ${line}`)];
}

/** Soft: reports the engines' violations on `where` at `size` and lets the other sizes run. */
export async function expectCleanAtSize(
  page: Page,
  where: string,
  size: FontSizeOption,
  { enhancedContrast = false } = {},
): Promise<void> {
  const found = await engineViolations(page, size, { enhancedContrast });
  expect.soft(found, `accessibility violations on ${where} at ${size.value}:\n${found.join("\n")}`).toEqual([]);
}

const DESKTOP = { width: 1280, height: 720 };

/** Narrows the viewport to each width; lists where the page, or an open dialog's content, scrolls sideways. */
export async function sidewaysScrolling(page: Page, widths: readonly number[]): Promise<string[]> {
  const found: string[] = [];
  const before = page.viewportSize() ?? DESKTOP;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // Read once the layout has settled: the staff sidebar animates its width on a resize, and a read in the middle
    // of it saw a 390-px page 494 px wide (a flaky failure of professional-contact.spec.ts). A page that stays too
    // wide for a second is reported.
    let scrollWidth = 0;
    for (let tries = 0; tries < 10; tries++) {
      scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth <= width) break;
      await page.waitForTimeout(100);
    }
    if (scrollWidth > width) found.push(`${width}px: the page is ${scrollWidth}px wide`);
    // A dialog scrolls on its own: its content must not be wider than the dialog either.
    const dialogs = await page.getByRole("dialog").evaluateAll((items) =>
      items.map((dialog) => dialog.scrollWidth - dialog.clientWidth),
    );
    for (const excess of dialogs) if (excess > 0) found.push(`${width}px: a dialog is ${excess}px too wide`);
  }
  await page.setViewportSize(before);
  return found;
}

/** Closes every toast and waits until none is on screen (a toast is not part of the screen under test). */
export async function withoutToasts(page: Page): Promise<void> {
  const close = toasts(page).getByRole("button", { name: "Cerrar notificación" });
  for (const button of await close.all()) await button.click().catch(() => undefined);
  await expect(close).toHaveCount(0);
}
