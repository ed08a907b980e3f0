import { isUrgentAlert, responseDeadlines } from "@shared/domain/alert-clock";
import { DEFAULT_ACK_TARGET_SECONDS, DEFAULT_ATTEND_TARGET_SECONDS } from "@shared/domain/service-hours";
import type { AlertItem, DashboardSummary, UserCard } from "@shared/api/professional";
import { configure } from "@testing-library/react";
import { vi } from "vitest";
import { type FakeRoute, fakeFetch } from "@/test/render-app";

// Test helpers of the professional screens: a signed-in professional and a stubbed network boundary.

// The whole app renders (shell, sidebar, lazy pages): give slow CI machines time to settle.
configure({ asyncUtilTimeout: 4000 });

export const PRO = {
  id: "9b2d6a4e-1c3f-4e5a-8b7c-0d1e2f3a4b5c",
  role: "professional",
  firstName: "Lucía",
  lastName: "Romero",
  municipalityId: "5b1f0c6e-8a4c-4d47-9a51-2f6f2a7c9e11",
  timezone: "Europe/Madrid",
};
export const BASE = `/api/professional/${PRO.id}`;

export type Routes = Record<string, FakeRoute | (() => FakeRoute | Promise<FakeRoute>)>;

/** Stores the professional as the logged-in user and stubs fetch with /api/auth/me plus the routes. */
export function signInProfessional(routes: Routes = {}) {
  localStorage.setItem("user", JSON.stringify(PRO));
  const fake = fakeFetch({ "GET /api/auth/me": { status: 200, body: { user: PRO } }, ...routes });
  vi.stubGlobal("fetch", fake.fetchStub);
  return fake;
}

export const ok = (body?: unknown): FakeRoute => ({ status: 200, body });

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A deterministic uuid-looking id from a number. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export function userCard(n: number, overrides: Partial<UserCard> = {}): UserCard {
  return {
    id: uuid(n),
    firstName: `Persona${n}`,
    lastName: "Prueba",
    username: `persona${n}`,
    age: 80,
    role: "elderly",
    medicalConditions: [],
    lastActivity: hoursAgo(1),
    personalConsent: true,
    familyConsent: true,
    hasFamilyLink: false,
    pendingAlerts: 0,
    openCareAlert: null,
    ...overrides,
  };
}

/** The URL the user list asks for (same order as the client builds it). */
export function usersUrl({ search = "", status = "all", page = 1 } = {}) {
  const query = new URLSearchParams({ search, status, page: String(page), pageSize: "4" });
  return `GET ${BASE}/users?${query.toString()}`;
}

/** The URL the person picker asks for while searching (8 matches at most). */
export function pickerUrl(search = "") {
  const query = new URLSearchParams({ search, status: "all", page: "1", pageSize: "8" });
  return `GET ${BASE}/users?${query.toString()}`;
}

export const SUMMARY: DashboardSummary = {
  totalUsers: 14,
  consentedUsers: 12,
  activeToday: 5,
  pendingAlerts: 2,
  appointmentsThisWeek: 3,
  programActivities: 4,
  pendingApprovals: 0,
};

/** An alert as the server lists it; its deadlines follow from `createdAt` and the default targets. */
export function alertItem(n: number, overrides: Partial<AlertItem> = {}): AlertItem {
  const createdAt = overrides.createdAt ?? minutesAgo(10);
  const due = responseDeadlines(new Date(createdAt), {
    ackTargetSeconds: DEFAULT_ACK_TARGET_SECONDS,
    attendTargetSeconds: DEFAULT_ATTEND_TARGET_SECONDS,
  });
  const type = overrides.type ?? "help";
  const severity = overrides.severity ?? "high";
  return {
    id: uuid(900 + n),
    type,
    severity,
    content: "Ha pulsado el botón de ayuda",
    createdAt,
    userId: uuid(n),
    userName: `Persona${n} Prueba`,
    escalatedAt: null,
    seenAt: null,
    isUrgent: isUrgentAlert({ type, severity }),
    acknowledgedAt: null,
    acknowledgedByName: null,
    accidentalAt: null,
    ackDueAt: due.ackDueAt.toISOString(),
    attendDueAt: due.attendDueAt.toISOString(),
    notifications: [],
    ...overrides,
  };
}

/** Everything the dashboard loads, answered; tests override what they look at. */
export function dashboardRoutes(overrides: Routes = {}): Routes {
  return {
    [`GET ${BASE}/summary`]: ok(SUMMARY),
    [`GET ${BASE}/alerts`]: ok([alertItem(1), alertItem(2)]),
    [usersUrl()]: ok({ items: [], total: 0, page: 1, pageSize: 4 }),
    [`GET ${BASE}/approvals`]: ok({ professionals: [], familyLinks: [] }),
    ...overrides,
  };
}

/** Loads the lazy professional shell once per file so the first test does not pay for the import. */
export async function preloadShell(): Promise<void> {
  await import("@/app/professional-shell");
}
