import { enrolDevice, enrolmentCode, type TabletState } from "../support/tablet";
import { signInWithApi } from "../support/staff-second-step";
import { type APIRequestContext, expect, type Page, request } from "../support/fixtures";
import { apiGet, type FontSizeOption, PROFESSIONAL } from "../support/helpers";
import { engineViolations } from "../support/a11y-checks";

// Steps shared by the family portal specs (family-*.spec.ts).

export const FAMILY_ROSA = { email: "familia3@acompana.demo", password: "Demo-1234", firstName: "Rosa" };

export const MOBILE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 900 };

export type Relative = {
  linkId: string;
  status: string;
  elderly: { id: string; firstName: string; lastName: string };
  canSeeActivity: boolean;
  lastActivity: string | null;
};

/** The id of the linked person with this first name, from GET /api/family/relatives. */
export async function relativeId(page: Page, firstName: string): Promise<string> {
  const relatives = await apiGet<Relative[]>(page, "/api/family/relatives");
  const found = relatives.find((r) => r.elderly.firstName === firstName);
  expect(found, `${firstName} among ${JSON.stringify(relatives)}`).toBeDefined();
  return found!.elderly.id;
}

/** Widths the layout overflows at: the page itself, and an open dialog that sticks out of the viewport. */
async function sidewaysOverflow(page: Page, width: number): Promise<string[]> {
  return page.evaluate((viewport) => {
    const found: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewport) {
      // Name the innermost elements that stick out, so a failure says what to fix.
      // Out by its box, or by text that overflows a box that fits (a long word that cannot wrap).
      const isOut = (el: Element) =>
        el.getBoundingClientRect().right + Math.max(0, el.scrollWidth - el.clientWidth) > viewport + 0.5;
      const sticking = [...document.body.querySelectorAll<HTMLElement>("*")].filter(
        (el) => isOut(el) && ![...el.children].some(isOut),
      );
      const named = sticking
        .slice(0, 3)
        .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 40)}" ends at ${Math.round(el.getBoundingClientRect().right)}px`);
      found.push(`the page is ${pageWidth}px wide${named.length ? `: ${named.join("; ")}` : ""}`);
    }
    for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')) {
      const box = dialog.getBoundingClientRect();
      if (box.left < 0 || box.right > viewport) found.push(`a dialog spans ${box.left}..${box.right}px`);
      if (dialog.scrollWidth > dialog.clientWidth) {
        found.push(`a dialog scrolls sideways (${dialog.scrollWidth} > ${dialog.clientWidth}px)`);
      }
    }
    return found;
  }, width);
}

/**
 * At 360 px: the engines and no sideways scrolling; at desktop width: the engines (axe at every size, IBM's at the
 * smallest and largest: a11y-checks.ts). `ready` waits for the screen to be settled after each reflow. Soft
 * assertions, so one run reports every width and size.
 */
export async function checkBothWidths(
  page: Page,
  screen: string,
  size: FontSizeOption,
  ready: () => Promise<void>,
): Promise<void> {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await ready();
    const where = `${screen} at ${viewport.width}px, text ${size.value}`;
    const found = await engineViolations(page, size);
    expect.soft(found, `accessibility violations on ${where}:\n${found.join("\n")}`).toEqual([]);
    if (viewport === MOBILE) {
      const wide = await sidewaysOverflow(page, viewport.width);
      expect.soft(wide, `horizontal scrolling on ${where}:\n${wide.join("\n")}`).toEqual([]);
    }
  }
}

// ---- Local time of the municipality (Europe/Madrid), computed here independently of the app ----

export const TIMEZONE = "Europe/Madrid";

/** Local date "YYYY-MM-DD" and time "HH:MM" of an instant in Madrid. */
export function madrid(at: Date = new Date()): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TIMEZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 'Hoy', 'Mañana', 'Ayer' or "Jueves, 19 de noviembre" (how the family screens name a day). */
export function dayName(date: string, today: string): string {
  if (date === today) return "Hoy";
  if (date === addDays(today, 1)) return "Mañana";
  if (date === addDays(today, -1)) return "Ayer";
  const [y, m, d] = date.split("-").map(Number);
  const parts = new Intl.DateTimeFormat("es-ES", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
  }).formatToParts(new Date(Date.UTC(y, m - 1, d)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const text = `${part("weekday")}, ${part("day")} de ${part("month")}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---- Lucía Romero through the API: the people a journey needs, created and erased by the test ----

/** A name no other test uses ("Remedios" + letters from the clock), so a PIN login finds only this person. */
export function uniqueFirstName(base: string): string {
  const letters = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]);
  return `${base}${letters}`;
}

export type CreatedElderly = { id: string; username: string; firstName: string; lastName: string; pin: string };

/** The professional's API session (its own cookies), with the few calls the family journeys need. */
export async function staffApi(baseURL: string) {
  const api: APIRequestContext = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await signInWithApi(api, new URL(baseURL).origin, {
    username: PROFESSIONAL.email,
    password: PROFESSIONAL.password,
    expectedRole: "professional",
  });
  const created: { id: string; username: string }[] = [];

  return {
    /** An older person with family consent (and no municipal consent: kept out of the statistics). */
    async createElderly(firstName: string, lastName = "Prueba"): Promise<CreatedElderly> {
      const res = await api.post("/api/professional/users", {
        data: {
          kind: "elderly",
          firstName,
          lastName,
          familyConsent: true,
          personalConsent: false,
          generatePin: true,
        },
      });
      expect(res.status(), `create ${firstName}: ${await res.text()}`).toBe(201);
      const body = (await res.json()) as { user: { id: string; username: string }; pin: string };
      created.push(body.user);
      return { id: body.user.id, username: body.user.username, firstName, lastName, pin: body.pin };
    },
    /** A browser state enrolled for this person: a code from the record, redeemed on a new device. */
    async tabletFor(elderlyId: string): Promise<TabletState> {
      return enrolDevice(baseURL, [await enrolmentCode(api, elderlyId)]);
    },
    /** Approves the pending link requests of this family member to the person; returns how many. */
    async approveLinks(elderlyId: string, familyUserId: string): Promise<number> {
      const res = await api.get(`/api/family/links/${elderlyId}`);
      expect(res.ok()).toBeTruthy();
      const { pending } = (await res.json()) as { pending: { linkId: string; userId: string }[] };
      const mine = pending.filter((link) => link.userId === familyUserId);
      for (const link of mine) {
        const decided = await api.post(`/api/family/links/${link.linkId}/decision`, {
          data: { decision: "approve" },
        });
        expect(decided.ok(), `approve ${link.linkId} -> ${decided.status()}`).toBeTruthy();
      }
      return mine.length;
    },
    /** A family member created by staff for this person: the temporary password, to be replaced at first sign-in. */
    async createFamily(elderlyId: string, email: string): Promise<{ id: string; temporaryPassword: string }> {
      const res = await api.post("/api/professional/users", {
        data: { kind: "family", firstName: "Inés", lastName: "Prueba", email, elderlyUserId: elderlyId },
      });
      expect(res.status(), `create ${email}: ${await res.text()}`).toBe(201);
      const body = (await res.json()) as { user: { id: string; username: string }; temporaryPassword: string };
      created.push(body.user);
      return { id: body.user.id, temporaryPassword: body.temporaryPassword };
    },
    /** Remembers an account made elsewhere (a family registration) for the final erasure. */
    track(user: { id: string; username: string }) {
      created.push(user);
    },
    /** Erases every account made for the test (the people's links and data go with them). */
    async dispose() {
      try {
        for (const user of created.reverse()) {
          const res = await api.delete(`/api/users/${user.id}`, { data: { confirmation: user.username } });
          expect.soft(res.status(), `erase ${user.username}: ${await res.text()}`).toBe(204);
        }
      } finally {
        await api.dispose();
      }
    },
  };
}
export type StaffApi = Awaited<ReturnType<typeof staffApi>>;
