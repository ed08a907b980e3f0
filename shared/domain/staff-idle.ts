// A staff session reaches every older person of the municipality, so it ends after a while without use
// (docs/behaviour/06-roles-and-access.md#sessions). The server enforces it; the portal warns before it
// happens (WCAG 2.2.1: the person can ask for more time) and ends it itself when nobody answers.

const MINUTE = 60_000;

/** A professional session ends after this long without use. */
export const STAFF_IDLE_MS = 30 * MINUTE;

/** The '¿Sigue ahí?' warning opens this long before the end. */
export const STAFF_IDLE_WARNING_MS = 2 * MINUTE;

export type StaffIdleState =
  | { phase: "active"; msLeft: number }
  | { phase: "warning"; msLeft: number }
  | { phase: "ended"; msLeft: 0 };

/**
 * Where an idle staff session stands at `now`, counted from the last use: the warning opens exactly
 * STAFF_IDLE_WARNING_MS before the end, and the portal ends the session at exactly STAFF_IDLE_MS (the
 * server refuses it just after, in `isSessionAlive`).
 */
export function staffIdleState(lastActivityAt: Date, now: Date): StaffIdleState {
  const msLeft = STAFF_IDLE_MS - Math.max(0, now.getTime() - lastActivityAt.getTime());
  if (msLeft <= 0) return { phase: "ended", msLeft: 0 };
  if (msLeft <= STAFF_IDLE_WARNING_MS) return { phase: "warning", msLeft };
  return { phase: "active", msLeft };
}
