import { FAMILY_PUSH_MESSAGES, type FamilyPushStatus, type PushSubscriptionRequest } from "@shared/api/family-push";
import { familyLinks, pushSubscriptions, users } from "@shared/schema";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/types";
import { invalidInput } from "../../domain-errors";

/**
 * The push services of the browsers in use (Chrome and other Chromium browsers, Firefox, Safari, Edge). The
 * server posts to a subscription's endpoint, so any other host is refused: a relative could otherwise make the
 * server send requests into its own network.
 */
const KNOWN_PUSH_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /^web\.push\.apple\.com$/, /\.notify\.windows\.com$/];

export function isAcceptedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  const { host, hostname } = new URL(endpoint);
  return KNOWN_PUSH_HOSTS.some((known) => known.test(hostname)) || extraHosts.includes(host);
}

export async function getFamilyPushStatus(db: Db, familyUserId: string, publicKey: string | null): Promise<FamilyPushStatus> {
  const [sharing] = await db
    .select({ n: count() })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.elderlyUserId))
    .where(
      and(eq(familyLinks.familyUserId, familyUserId), eq(familyLinks.status, "approved"), eq(users.familyConsent, true)),
    );
  const [devices] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.familyUserId, familyUserId));
  return { publicKey, hasConsentingPerson: (sharing?.n ?? 0) > 0, deviceCount: devices?.n ?? 0 };
}

/** One row per endpoint: saving it again (or from another account on the same browser) updates it. */
export async function savePushSubscription(
  db: Db,
  input: { familyUserId: string; subscription: PushSubscriptionRequest; extraHosts: readonly string[]; now: Date },
): Promise<void> {
  const { endpoint, keys } = input.subscription;
  if (!isAcceptedPushEndpoint(endpoint, input.extraHosts)) throw invalidInput(FAMILY_PUSH_MESSAGES.endpointHost);
  const values = { familyUserId: input.familyUserId, p256dh: keys.p256dh, auth: keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint, createdAt: input.now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: input.now, lastSuccessAt: null } });
}

/** Only the caller's own: another relative's endpoint is left alone, with the same answer. */
export async function removePushSubscription(db: Db, input: { familyUserId: string; endpoint: string }): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.familyUserId, input.familyUserId), eq(pushSubscriptions.endpoint, input.endpoint)));
}
