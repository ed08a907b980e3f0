import { expect, type Locator, type Page } from "../support/fixtures";
import type { AlertItem } from "../../shared/api/professional";
import { apiGet, storedUser } from "../support/helpers";

// Steps shared by the professional-*.spec.ts journeys (Lucía Romero, Valle Verde).

export type ApiResponse = Awaited<ReturnType<Page["request"]["fetch"]>>;
export type PersonRef = { id: string; firstName: string; lastName: string; username: string };

/** The id of the user stored by the login (the professional's id in the portal's API paths). */
export async function storedUserId(page: Page): Promise<string> {
  const user = await storedUser(page);
  expect(user?.id, "no stored user").toBeTruthy();
  return user!.id;
}

/** A state-changing JSON call with the page's cookies; fails on a non-2xx answer and returns the response. */
export async function apiSend(
  page: Page,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  data?: unknown,
): Promise<ApiResponse> {
  const response = await page.request.fetch(path, { method, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path} -> ${response.status()} ${await response.text()}`).toBeTruthy();
  return response;
}

/** An older person of the professional's municipality, found by the server-side search of the user list. */
export async function findElderly(page: Page, professionalId: string, fullName: string): Promise<PersonRef> {
  const search = encodeURIComponent(fullName);
  const response = await page.request.get(
    `/api/professional/${professionalId}/users?search=${search}&status=all&page=1&pageSize=20`,
  );
  expect(response.ok()).toBeTruthy();
  const found = (await response.json()) as { items: PersonRef[] };
  const person = found.items.find((item) => `${item.firstName} ${item.lastName}` === fullName);
  expect(person, `no older person called ${fullName}`).toBeTruthy();
  return person!;
}

/** "yyyy-MM-dd" in the municipality's zone, `offsetDays` from today. */
export function localDateIn(offsetDays = 0, timeZone = "Europe/Madrid"): string {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );
}

/** A short text unique to this run of a test (base 36 of the clock), for titles and names. */
export const uniqueStamp = () => Date.now().toString(36);

/** The button of a stat card of the dashboard (its accessible name starts with the card's label). */
export function statCard(page: Page, label: string): Locator {
  return page.getByRole("button", { name: new RegExp(`^${label}`) });
}

/** Clicks a stat card and returns its dialog (titled like the card). */
export async function openStatDialog(page: Page, label: string): Promise<Locator> {
  await statCard(page, label).click();
  const dialog = page.getByRole("dialog", { name: label, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Closes a dialog with its 'Cerrar' button and waits until it is gone. */
export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole("button", { name: "Cerrar", exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * The toast region while a modal dialog is open: Radix hides everything behind the dialog from assistive
 * technology (the toast is announced through Radix's own live copy), so the region is found including hidden
 * elements.
 */
export function toastsBehindDialog(page: Page): Locator {
  return page.getByRole("region", { name: /^Notificaciones/, includeHidden: true });
}

/**
 * Attends every open help and health alert of the portal's municipality except the help requests of `keep`: the
 * banner names the newest unopened alert, and the server's minute job may add missed-dose health alerts at any
 * time (its first run is 5 s after start). Call it right before the poll that should bring `keep`'s request.
 */
export async function dismissBannerAlertsExcept(page: Page, keep: string | null): Promise<void> {
  const base = `/api/professional/${(await storedUser(page))!.id}`;
  for (const alert of await apiGet<AlertItem[]>(page, `${base}/alerts`)) {
    const isKept = alert.type === "help" && alert.userName === keep;
    if ((alert.type === "help" || alert.type === "health") && !isKept) {
      await apiSend(page, "PATCH", `/api/alerts/${alert.id}/dismiss`);
    }
  }
}
