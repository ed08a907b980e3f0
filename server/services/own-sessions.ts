import type { SessionSummary } from "@shared/api/passwords";
import { describeDevice } from "@shared/domain/device-summary";
import { sessions } from "@shared/schema";
import { and, desc, eq, gt } from "drizzle-orm";
import { sha256 } from "../auth/hashing";
import { isSessionAlive } from "../auth/lifetimes";
import { deleteOtherSessions, type SessionContext } from "../auth/sessions";
import type { Db } from "../db/types";
import { invalidInput, notFound } from "../domain-errors";
import { recordAudit } from "./audit";

// A person's own open sessions (docs/behaviour/06-roles-and-access.md#sessions). The stored id (the sha256 of
// the cookie) never leaves the server: each session is named by a handle, a second one-way hash of it. A
// handle is shown only to the session's owner and looked up only among the caller's own sessions, so another
// person's handle is a 404 like any unknown one.

export const END_CURRENT_SESSION = "Esta es la sesión que está usando. Para cerrarla, use 'Cerrar sesión'.";

/** The opaque name of a stored session id in lists (32 hex characters). */
export function sessionHandle(storedId: string): string {
  return sha256(`session-handle:${storedId}`).slice(0, 32);
}

async function liveSessionsOf(db: Db, auth: SessionContext, now: Date) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, auth.userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  // Idle staff sessions are already over, even if the clean-up job has not deleted them yet.
  return rows.filter((r) => isSessionAlive({ ...r, role: auth.role }, now));
}

export async function listOwnSessions(db: Db, auth: SessionContext, now: Date): Promise<SessionSummary[]> {
  const rows = await liveSessionsOf(db, auth, now);
  return rows.map((r) => ({
    handle: sessionHandle(r.id),
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    device: describeDevice(r.userAgent),
    isCurrent: r.id === auth.sessionId,
  }));
}

/** Ends one other session of the caller's own; any other handle, another person's included, is a 404. */
export async function endOwnSession(db: Db, auth: SessionContext, handle: string, now: Date): Promise<void> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, auth.userId));
  const target = rows.find((r) => sessionHandle(r.id) === handle);
  if (!target) throw notFound("Esa sesión ya no está abierta");
  if (target.id === auth.sessionId) throw invalidInput(END_CURRENT_SESSION);
  await db.delete(sessions).where(and(eq(sessions.id, target.id), eq(sessions.userId, auth.userId)));
  await recordAudit(db, {
    municipalityId: auth.municipalityId,
    actorId: auth.userId,
    action: "sessions.end",
    subjectUserId: auth.userId,
    detail: { ended: 1 },
    now,
  });
}

/** 'Cerrar las demás sesiones': every session of the caller's but this one. */
export async function endOtherOwnSessions(db: Db, auth: SessionContext, now: Date): Promise<{ ended: number }> {
  const ended = await deleteOtherSessions(db, auth.userId, auth.sessionId);
  await recordAudit(db, {
    municipalityId: auth.municipalityId,
    actorId: auth.userId,
    action: "sessions.end",
    subjectUserId: auth.userId,
    detail: { ended, allOthers: true },
    now,
  });
  return { ended };
}
