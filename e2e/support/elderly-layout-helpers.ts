import { expect, type Locator, type Page } from "./fixtures";

// Geometry checks of the elderly layout spec: in view without scrolling, not covered, not overlapping.

export type Box = { x: number; y: number; width: number; height: number };

/** The tablet orientations of the walkthrough. */
export const TABLET_VIEWPORTS = [
  { name: "horizontal", width: 1024, height: 768 },
  { name: "vertical", width: 768, height: 1024 },
] as const;

/** The help button of the elderly shell (its name changes to 'Ayuda enviada' after a send). */
export function helpButton(page: Page): Locator {
  return page.getByRole("complementary", { name: "Ayuda" }).getByRole("button");
}

/** Fails unless `target`'s whole box lies inside the viewport as the page is now (no scrolling). */
export async function expectInViewport(page: Page, target: Locator, what: string): Promise<void> {
  const box = await target.boundingBox();
  expect(box, `${what}: not rendered`).not.toBeNull();
  const viewport = page.viewportSize();
  if (!box || !viewport) return;
  const where = `${what}: box ${JSON.stringify(box)} in ${viewport.width}x${viewport.height}`;
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width + 0.5);
}

/** Fails when another element is painted over `target` at its centre or four points near its corners. */
export async function expectNotCovered(target: Locator, what: string): Promise<void> {
  const covering = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    // Inside the rounded corners: 20 % in from each side.
    const dx = rect.width * 0.2;
    const dy = rect.height * 0.2;
    const points = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + dx, rect.top + dy],
      [rect.right - dx, rect.top + dy],
      [rect.left + dx, rect.bottom - dy],
      [rect.right - dx, rect.bottom - dy],
    ];
    return points
      .map(([x, y]) => document.elementFromPoint(x, y))
      .filter((hit): hit is Element => hit !== null && !element.contains(hit))
      .map((hit) => `${hit.tagName.toLowerCase()} "${(hit.textContent ?? "").trim().slice(0, 40)}"`);
  });
  expect(covering, `${what} is covered by`).toEqual([]);
}

/** True when the two boxes share any area. */
export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Fails when any open toast's box intersects one of `controls` (the primary controls of the screen). */
export async function expectToastClearOf(page: Page, controls: Record<string, Locator>): Promise<void> {
  const toast = page.getByRole("region", { name: /^Notificaciones/ }).getByRole("listitem");
  await expect(toast.first()).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const toastBoxes = await toast.evaluateAll((items) =>
    items.map((item) => {
      const rect = item.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    }),
  );
  for (const [name, control] of Object.entries(controls)) {
    const box = await control.boundingBox();
    expect(box, `${name}: not rendered`).not.toBeNull();
    for (const toastBox of toastBoxes) {
      expect(intersects(toastBox, box as Box), `toast ${JSON.stringify(toastBox)} over ${name}`).toBe(false);
    }
  }
}
