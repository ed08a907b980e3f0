import { expect, test } from "./fixtures";
import { FONT_SIZES, heading, loginAsProfessional, setFontSizeWithDialog } from "./helpers";

// Issue 15 (WCAG 1.4.10): the professional dashboard at 320 px with 'Muy Grande' never scrolls sideways.

test.use({ viewport: { width: 320, height: 700 } });

test("dashboard at 320 px and 'Muy Grande': no sideways scrolling", async ({ page }) => {
  await loginAsProfessional(page);
  await setFontSizeWithDialog(page, FONT_SIZES[3]);
  await expect(heading(page, "Panel Municipal - Supervisión")).toBeVisible();
  // The user cards are loaded (they were what widened the page).
  await expect(page.getByRole("link", { name: "Carmen López", exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    wide: [...document.querySelectorAll("main *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}"`),
  }));
  expect(overflow.wide, "elements wider than the window").toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(320);
});
