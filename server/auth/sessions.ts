import type { UserRole } from "@shared/domain/enums";
import { municipalities, sessions, users } from "@shared/schema";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/types";
import { randomToken, sha256 } from "./hashing";
import { initialLifetimeMs, isSessionAlive, SESSION_RULES } from "./lifetimes";
import { SECOND_FACTOR_RULES, type SecondFactorState } from "@shared/domain/second-factor";

export type SessionContext = {
  sessionId: string;
  userId: string;
  role: UserRole;
  municipalityId: string;
  firstName: string;
  lastName: string;
  /** The municipality's time zone: every "today" of this person is computed in it. */
  timezone: string;
  expiresAt: Date;
  /** The end moved (elderly sessions slide): the cookie must be sent again with the new date. */
  isRenewed?: boolean;
  /** When the session row was last touched (at most once a minute); the read cache re-checks idleness with it. */
  lastSeenAt: Date;
  /** A one-time password is in use: only me, logout and change-password answer (server/http/define-route.ts). */
  mustChangePassword: boolean;
  /** 'done', or the second step this sign-in still owes: only that step answers (server/http/define-route.ts). */
  secondFactor: SecondFactorState;
  /** When the second factor was last shown in this session (sensitive acts need it recent). */
  factorVerifiedAt: Date | null;
  /** 'Recordarme' was ticked at the password (a pending sign-in hands it to the full session). */
  isRemembered: boolean;
};

export async function createSession(
  db: Db,
  user: { id: string; role: UserRole },
  opts: {
    remember: boolean;
    userAgent: string;
    now: Date;
    deviceId?: string;
    /** A sign-in owing its second step lives minutes, not hours; 'done' unless told. */
    secondFactor?: SecondFactorState;
    factorVerifiedAt?: Date | null;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const secondFactor = opts.secondFactor ?? "done";
  const lifetime =
    secondFactor === "verify"
      ? SECOND_FACTOR_RULES.pendingMs
      : secondFactor === "enrol"
        ? SECOND_FACTOR_RULES.enrolMs
        : initialLifetimeMs(user.role, opts.remember);
  const expiresAt = new Date(opts.now.getTime() + lifetime);
  await db.insert(sessions).values({
    id: sha256(token),
    userId: user.id,
    createdAt: opts.now,
    lastSeenAt: opts.now,
    expiresAt,
    userAgent: opts.userAgent.slice(0, 300),
    deviceId: opts.deviceId ?? null,
    secondFactor,
    factorVerifiedAt: opts.factorVerifiedAt ?? null,
    isRemembered: opts.remember,
  });
  return { token, expiresAt };
}

/** Finds the live session for a cookie token; an expired or idle one is deleted. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionContext | null> {
  const id = sha256(token);
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      role: users.role,
      status: users.status,
      municipalityId: users.municipalityId,
      firstName: users.firstName,
      lastName: users.lastName,
      mustChangePassword: users.mustChangePassword,
      secondFactor: sessions.secondFactor,
      factorVerifiedAt: sessions.factorVerifiedAt,
      isRemembered: sessions.isRemembered,
      timezone: municipalities.timezone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(municipalities, eq(municipalities.id, users.municipalityId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  if (row.status !== "active" || !isSessionAlive(row, now)) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = row.expiresAt;
  let lastSeenAt = row.lastSeenAt;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_RULES.touchEveryMs) {
    // Elderly sessions slide: 30 days from the last use.
    if (row.role === "elderly" && row.secondFactor === "done") expiresAt = new Date(now.getTime() + SESSION_RULES.elderlySlidingMs);
    lastSeenAt = now;
    await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
  }
  return {
    sessionId: id,
    userId: row.userId,
    role: row.role,
    municipalityId: row.municipalityId,
    firstName: row.firstName,
    lastName: row.lastName,
    timezone: row.timezone,
    expiresAt,
    isRenewed: expiresAt !== row.expiresAt,
    lastSeenAt,
    mustChangePassword: row.mustChangePassword,
    secondFactor: row.secondFactor,
    factorVerifiedAt: row.factorVerifiedAt,
    isRemembered: row.isRemembered,
  };
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sha256(token)));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of `userId` but `keepId` (a stored id): after a password change, or on request. */
export async function deleteOtherSessions(db: Db, userId: string, keepId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return ended.length;
}
