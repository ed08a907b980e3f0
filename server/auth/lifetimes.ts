import type { UserRole } from "@shared/domain/enums";
import { STAFF_IDLE_MS } from "@shared/domain/staff-idle";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Session lifetimes of docs/behaviour/06-roles-and-access.md#sessions. */
export const SESSION_RULES = {
  elderlySlidingMs: 30 * DAY,
  staffMs: 12 * HOUR,
  rememberMs: 30 * DAY,
  /** One owner, shared with the portal's '¿Sigue ahí?' warning. */
  professionalIdleMs: STAFF_IDLE_MS,
  /** lastSeenAt is written at most this often, so reads do not each cost a write. */
  touchEveryMs: MINUTE,
} as const;

/** 'Recordarme' is for family only: a staff session reaches every older person, so it never outlives 12 h. */
export function initialLifetimeMs(role: UserRole, remember: boolean): number {
  if (role === "elderly") return SESSION_RULES.elderlySlidingMs;
  if (role === "professional") return SESSION_RULES.staffMs;
  return remember ? SESSION_RULES.rememberMs : SESSION_RULES.staffMs;
}

/** Whether a session is still usable at `now`. */
export function isSessionAlive(s: { role: UserRole; expiresAt: Date; lastSeenAt: Date }, now: Date): boolean {
  if (s.expiresAt.getTime() <= now.getTime()) return false;
  if (
    s.role === "professional" &&
    now.getTime() - s.lastSeenAt.getTime() > SESSION_RULES.professionalIdleMs
  ) {
    return false;
  }
  return true;
}
