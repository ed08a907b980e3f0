import type { SignInEventView } from "@shared/api/second-factor";
import { describeDevice } from "@shared/domain/device-summary";
import type { SignInMethod, SignInOutcome } from "@shared/domain/second-factor";
import { knownBrowsers, signInEvents } from "@shared/schema";
import { and, desc, eq, sql } from "drizzle-orm";
import { randomToken, sha256 } from "../../auth/hashing";
import type { Db } from "../../db/types";

// 'Mis accesos': every sign-in attempt on a known account, with when, from where and on what; and the browsers
// that have completed one, so a sign-in from any other is flagged as a new device.

export const SIGN_IN_LIST_LENGTH = 50;

export type SignInEntry = {
  userId: string;
  now: Date;
  ip: string;
  userAgent: string;
  method: SignInMethod;
  outcome: SignInOutcome;
  isNewDevice?: boolean;
};

export async function recordSignIn(db: Db, entry: SignInEntry): Promise<void> {
  await db.insert(signInEvents).values({
    userId: entry.userId,
    at: entry.now,
    ip: entry.ip.slice(0, 64),
    device: describeDevice(entry.userAgent),
    method: entry.method,
    outcome: entry.outcome,
    isNewDevice: entry.isNewDevice ?? false,
  });
}

export async function listSignIns(db: Db, userId: string): Promise<SignInEventView[]> {
  const rows = await db
    .select()
    .from(signInEvents)
    .where(eq(signInEvents.userId, userId))
    .orderBy(desc(signInEvents.at), desc(signInEvents.id))
    .limit(SIGN_IN_LIST_LENGTH);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    ip: r.ip,
    device: r.device,
    method: r.method,
    outcome: r.outcome,
    isNewDevice: r.isNewDevice,
  }));
}

/**
 * The browser's token (from its cookie) when this person has signed in from it before; otherwise a new token to
 * give it, and `isNew`. The first browser an account ever uses is not "new": there is nothing to compare with.
 */
export async function noteBrowser(db: Db, userId: string, token: string | undefined, now: Date) {
  if (token) {
    const seen = await db
      .update(knownBrowsers)
      .set({ lastSeenAt: now, signIns: sql`${knownBrowsers.signIns} + 1` })
      .where(and(eq(knownBrowsers.userId, userId), eq(knownBrowsers.tokenHash, sha256(token))))
      .returning({ userId: knownBrowsers.userId });
    if (seen.length > 0) return { token, isNew: false };
  }
  const [any] = await db.select({ userId: knownBrowsers.userId }).from(knownBrowsers).where(eq(knownBrowsers.userId, userId)).limit(1);
  const fresh = token ?? randomToken();
  await db
    .insert(knownBrowsers)
    .values({ userId, tokenHash: sha256(fresh), firstSeenAt: now, lastSeenAt: now })
    .onConflictDoNothing();
  return { token: fresh, isNew: Boolean(any) };
}
