import { test as base, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { type CarmenReminders, carmenReminders } from "./carmen-reminders";
import { demoTablet, type TabletState } from "./tablet";
import { startWorkerServer, type WorkerServer } from "./worker-server";

export { expect } from "@playwright/test";
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";
export { request } from "@playwright/test";
export type { TabletState } from "./tablet";
export type { OwnReminder } from "./carmen-reminders";

/**
 * - Each worker starts its own server (worker-server.ts) and every test's `baseURL` (so page, request and the
 *   API clients the specs open) points at it.
 * - Every browser context starts on the run's enrolled tablet (tablet.ts) unless `isTabletEnrolled` is false;
 *   contexts a spec opens itself pass `storageState: tablet` when they stand for an older person's tablet.
 * - The browser tests run on the real clock against demo data whose reminders have fixed times of day, so the older
 *   person's full-screen reminder may appear in any elderly test that happens to run within an hour of
 *   one of them. Outside the spec that tests it, answer it the way a person would — 'Más tarde' — whenever it shows.
 */
export const test = base.extend<
  { keepReminderTakeover: boolean; isTabletEnrolled: boolean; tablet: TabletState; ownReminders: CarmenReminders },
  { workerServer: WorkerServer; workerTablet: TabletState }
>({
  keepReminderTakeover: [false, { option: true }],
  isTabletEnrolled: [true, { option: true }],
  workerServer: [
    // Playwright reads a fixture's dependencies from this destructuring: it must be an object pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    // Starting a server (fresh database, demo data) takes longer than a test's timeout on a busy machine.
    { scope: "worker", timeout: 180_000 },
  ],
  workerTablet: [async ({ workerServer }, use) => use(await demoTablet(workerServer.baseURL)), { scope: "worker" }],
  baseURL: async ({ workerServer }, use) => use(workerServer.baseURL),
  tablet: async ({ workerTablet }, use) => use(workerTablet),
  // Deleted in the fixture's teardown, which runs whether the test passed or failed.
  ownReminders: async ({ baseURL }, use) => {
    const reminders = carmenReminders(String(baseURL));
    try {
      await use(reminders);
    } finally {
      await reminders.cleanUp();
    }
  },
  storageState: async ({ workerTablet, isTabletEnrolled }, use) => {
    await use(isTabletEnrolled ? workerTablet : undefined);
  },
  page: async ({ page, keepReminderTakeover }, use) => {
    if (!keepReminderTakeover) {
      await page.addLocatorHandler(page.locator(TAKEOVER), putOffWhileShown);
    }
    await use(page);
  },
});

const TAKEOVER = '[role="alertdialog"][aria-labelledby="takeover-title"]';

/**
 * A page in a context the spec opened itself for an older person's tablet: like the `page` fixture, it answers
 * 'Más tarde' to any full-screen reminder that falls due while the test runs.
 */
export async function newTabletPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addLocatorHandler(page.locator(TAKEOVER), putOffWhileShown);
  return page;
}

/**
 * 'Más tarde' on the full-screen reminder until `dialog` is gone. Reminders due together come one after another
 * in the same dialog (in the morning, several within the hour), so a single answer may leave it on screen, and a
 * locator handler that answers once then waits forever for it to hide.
 */
export async function putOffWhileShown(dialog: Locator): Promise<void> {
  const later = dialog.getByRole("button", { name: "Más tarde" });
  while (await later.isVisible()) await later.click();
  // A reminder that falls due while the gear's dialog is opening ends up under that dialog's aria-hidden and
  // pointer lock: no role query finds 'Más tarde' and no pointer reaches it. The test is about the gear's
  // dialog, so the reminder is put off with a plain DOM click and that dialog stays open.
  const hiddenLater = dialog.locator("button", { hasText: "Más tarde" });
  const isUnderAnotherDialog = () =>
    dialog.evaluateAll((found) => found.some((element) => element.getAttribute("aria-hidden") === "true"));
  while ((await isUnderAnotherDialog()) && (await hiddenLater.isVisible())) {
    await hiddenLater.dispatchEvent("click");
  }
}

/**
 * For a spec that keeps the full-screen reminder to test its own (`keepReminderTakeover`): any other reminder that
 * is or falls due during the test (demo reminders have fixed times, some relative to the server's start) is put
 * off with 'Más tarde' whenever it shows, so it never stands in front of the test's own.
 */
export async function putOffOtherTakeovers(page: Page, ownTitle?: string): Promise<void> {
  const takeovers = page.locator(TAKEOVER);
  await page.addLocatorHandler(ownTitle ? takeovers.filter({ hasNotText: ownTitle }) : takeovers, putOffWhileShown);
}
