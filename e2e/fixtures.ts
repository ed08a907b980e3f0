import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";
export { request } from "@playwright/test";

/**
 * The browser tests run on the real clock against demo data whose reminders have fixed times of day, so the older
 * person's full-screen reminder (issue 13) may appear in any elderly test that happens to run within an hour of
 * one of them. Outside the spec that tests it, answer it the way a person would — 'Más tarde' — whenever it shows.
 */
export const test = base.extend<{ keepReminderTakeover: boolean }>({
  keepReminderTakeover: [false, { option: true }],
  page: async ({ page, keepReminderTakeover }, use) => {
    if (!keepReminderTakeover) {
      const takeover = page.locator('[role="alertdialog"][aria-labelledby="takeover-title"]');
      await page.addLocatorHandler(takeover, async (dialog) => {
        await dialog.getByRole("button", { name: "Más tarde" }).click();
      });
    }
    await use(page);
  },
});
