import type { Relative } from "@shared/api/elderly";
import type { FamilyMessage } from "@shared/api/family-messages";
import type { Reminder } from "@shared/api/reminders";
import { screen } from "@testing-library/react";
import { vi } from "vitest";
import { ELDERLY_ID, FAMILY_ID, storedReminder } from "@/test/reminders/fixtures";
import { type FakeRoute, fakeFetch } from "@/test/render-app";

// Shared test data of the family screens. Ids are real UUIDs because the shared schemas check them.

export { FAMILY_ID };
export const CARMEN_ID = ELDERLY_ID;
export const ANTONIO_ID = "9d7e4a1c-3b2f-4c8d-8e6a-1f0b2c3d4e5f";

const FAMILY_USER = {
  id: FAMILY_ID,
  firstName: "Javier",
  lastName: "López",
  role: "family",
  timezone: "Europe/Madrid",
  preferences: { elderlyUserId: CARMEN_ID },
};

export function relative(overrides: Partial<Relative> = {}): Relative {
  return {
    linkId: "0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b",
    status: "approved",
    elderly: { id: CARMEN_ID, firstName: "Carmen", lastName: "García" },
    canSeeActivity: true,
    lastActivity: null,
    ...overrides,
  };
}

let counter = 0;
/** A reminder with a fresh UUID; defaults: Carmen's daily medicine at 09:00 created by the family member. */
export const reminder = (overrides: Partial<Reminder> = {}): Reminder =>
  storedReminder({ userId: CARMEN_ID, createdAt: "2026-01-01T08:00:00.000Z", ...overrides });

export function message(overrides: Partial<FamilyMessage> = {}): FamilyMessage {
  counter += 1;
  return {
    id: `00000000-0000-4000-9000-${String(counter).padStart(12, "0")}`,
    fromUserId: CARMEN_ID,
    toUserId: FAMILY_ID,
    fromName: "Carmen García",
    toName: "Javier López",
    content: "Hola",
    isRead: false,
    readAt: null,
    createdAt: "2026-03-10T10:00:00.000Z",
    ...overrides,
  };
}

type Routes = Record<string, FakeRoute | (() => FakeRoute | Promise<FakeRoute>)>;

/** Stores the family user (as after login) and stubs the network with these routes plus /api/auth/me. */
export function signInFamily(routes: Routes) {
  localStorage.setItem("user", JSON.stringify(FAMILY_USER));
  const fake = fakeFetch({ "GET /api/auth/me": { status: 200, body: { user: FAMILY_USER } }, ...routes });
  vi.stubGlobal("fetch", fake.fetchStub);
  return fake;
}

export const PRIVATE: FakeRoute = { status: 403, body: { message: "Información privada" } };

/** A toast title or description is on screen (Radix may also render a screen-reader copy). */
export async function findToastText(text: string): Promise<HTMLElement> {
  const found = await screen.findAllByText(text);
  return found[0]!;
}
