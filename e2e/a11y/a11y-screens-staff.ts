import { expect, type Page } from "../support/fixtures";
import type { ScreenState } from "./a11y-screen-state";
import { heading, loginAsProfessional } from "../support/helpers";
import { findElderly, storedUserId } from "../professional/professional-helpers";

// The staff screens at 320 px (WCAG 1.4.10), at each of the four text sizes: the two engines and no sideways
// scrolling at that width. Their desktop width is scanned by the journeys; what a phone shows is scanned here.

const staff = { role: "staff", isNarrow: true } as const;

/** Signed in as the demo professional, on the record of Carmen López. */
async function carmenRecord(page: Page, then: (page: Page, id: string) => Promise<void>): Promise<void> {
  await loginAsProfessional(page);
  const carmen = await findElderly(page, await storedUserId(page), "Carmen López");
  await then(page, carmen.id);
}

export const STAFF_SCREENS: ScreenState[] = [
  {
    ...staff,
    name: "dashboard at 320 px",
    open: async (page) => {
      await loginAsProfessional(page);
      await expect(page.getByRole("link", { name: "Carmen López", exact: true })).toBeVisible();
    },
  },
  {
    ...staff,
    name: "person's record at 320 px",
    open: (page) =>
      carmenRecord(page, async (p, id) => {
        await p.goto(`/professional/user/${id}`);
        await expect(heading(p, "Carmen López")).toBeVisible();
        await expect(p.getByRole("heading", { name: "Tabletas registradas" })).toBeVisible();
      }),
  },
  {
    ...staff,
    name: "reminders of a person at 320 px",
    open: (page) =>
      carmenRecord(page, async (p, id) => {
        await p.goto(`/professional/reminders?persona=${id}`);
        await expect(p.getByRole("button", { name: /^Editar / }).first()).toBeVisible();
      }),
  },
  {
    ...staff,
    name: "metrics tab at 320 px",
    open: async (page) => {
      await loginAsProfessional(page);
      await page.getByRole("tab", { name: "Métricas y Análisis" }).click();
      await expect(page.getByRole("region", { name: "Comparación con el periodo anterior" })).toBeVisible();
    },
    extra: async (page, size) => {
      const cut = await chartTextOutside(page);
      expect.soft(cut, `chart labels cut at 320 px, ${size.value}:\n${cut.join("\n")}`).toEqual([]);
    },
  },
];

/** Texts of the metrics' charts (their labels and axis numbers) drawn partly outside their chart's box, where they are cut. */
async function chartTextOutside(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main [data-chart-label]")].flatMap((label) => {
      const chart = label.closest("[data-chart]");
      if (!chart) return [];
      const box = chart.getBoundingClientRect();
      // The text's own extent, not its cell's: a word that does not fit spills out of the cell.
      const range = document.createRange();
      range.selectNodeContents(label);
      const rect = range.getBoundingClientRect();
      const isInside = rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
      return isInside || rect.width === 0 ? [] : [`"${label.textContent}" ${Math.round(rect.left)}-${Math.round(rect.right)} in ${Math.round(box.left)}-${Math.round(box.right)}`];
    }),
  );
}
