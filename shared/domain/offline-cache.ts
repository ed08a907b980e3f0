// What the tablet's service worker may keep. Only the signed-in older person's own reminder
// lists and today's check-in (its plan), which the full-screen reminder and greeting need offline; no other
// answer with personal data is stored, and nothing personal outlives the session (shared tablets).

/** Cache of personal answers (the reminder lists): emptied at logout and when another person signs in. */
export const PERSONAL_CACHE = "acompana-personal";

const REMINDER_LIST = /^\/api\/reminders\/([0-9a-f-]{36})\/(today|upcoming)$/i;

/**
 * True for a GET of the owner's own 'today' or 'upcoming' reminders. `ownerId` is the older person signed
 * in on this device (null when nobody, or a family member or professional, is).
 */
export function isOfflineReminderList(method: string, pathname: string, ownerId: string | null): boolean {
  if (method !== "GET" || !ownerId) return false;
  const match = REMINDER_LIST.exec(pathname);
  return !!match && match[1] === ownerId;
}

const CHECK_IN_TODAY = /^\/api\/users\/([0-9a-f-]{36})\/check-in\/today$/i;

/** True for a GET of the owner's own check-in of today (the plan the greeting is shown from offline). */
export function isOfflineCheckInToday(method: string, pathname: string, ownerId: string | null): boolean {
  if (method !== "GET" || !ownerId) return false;
  const match = CHECK_IN_TODAY.exec(pathname);
  return !!match && match[1] === ownerId;
}

/** Requests after which nothing personal may stay on the device. */
export function endsSession(method: string, pathname: string): boolean {
  return method === "POST" && pathname === "/api/auth/logout";
}

/** Paths the worker never answers from a cache (the API, and its own script). */
export function isNeverCached(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname === "/sw.js";
}

/** What a page tells the worker: who is signed in as the older person on this device (null: nobody). */
export type WorkerMessage = { type: "owner"; userId: string | null };
