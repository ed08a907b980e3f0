import type { Consents, ConsentsUpdate } from "@shared/api/elderly";
import { consentEvents, users } from "@shared/schema";
import { eq } from "drizzle-orm";
import type { Db } from "../db/types";
import { recordAudit } from "./audit";
import { forgetLowMoodDays } from "./low-mood";
import { revokeRelativeTablets } from "./relative-tablets";

export async function getConsents(db: Db, userId: string): Promise<Consents | null> {
  const [row] = await db
    .select({ familyConsent: users.familyConsent, personalConsent: users.personalConsent })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Saves the person's own choice: current value on users, the change in consent_events and the audit log.
 * Withdrawing family consent also removes, in the same transaction, the tablets relatives enrolled for the person
 * and their unused codes (docs/decisions/0007-device-enrolment.md): a relative's browser must not stay signed in
 * as the person, able to switch the consent back on.
 */
export async function updateConsents(
  db: Db,
  input: { userId: string; municipalityId: string; changedBy: string; consents: Consents; now: Date },
): Promise<ConsentsUpdate> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ familyConsent: users.familyConsent, personalConsent: users.personalConsent })
      .from(users)
      .where(eq(users.id, input.userId))
      // Not FOR UPDATE: a code redemption in flight holds the code rows and, inserting its tablet, a key-share
      // lock on this row; FOR UPDATE here and the wait on its codes below would deadlock with it.
      .for("no key update");
    await tx.update(users).set(input.consents).where(eq(users.id, input.userId));
    const changed =
      before?.familyConsent !== input.consents.familyConsent ||
      before?.personalConsent !== input.consents.personalConsent;
    if (changed) {
      await tx.insert(consentEvents).values({
        municipalityId: input.municipalityId,
        userId: input.userId,
        ...input.consents,
        changedBy: input.changedBy,
        createdAt: input.now,
      });
      await recordAudit(tx as Db, {
        municipalityId: input.municipalityId,
        actorId: input.changedBy,
        action: "consents.update",
        subjectUserId: input.userId,
        detail: { before, after: input.consents },
        now: input.now,
      });
    }
    // Low-mood days are kept only under personalConsent (docs/behaviour/13-later-additions.md#low-mood).
    if (input.consents.personalConsent !== true) await forgetLowMoodDays(tx as Db, input.userId);
    // Also when it was already off: a tablet a relative enrolled before then must not outlive the choice.
    const removedTablets =
      input.consents.familyConsent !== true
        ? await revokeRelativeTablets(tx as Db, {
            person: { id: input.userId, municipalityId: input.municipalityId },
            reason: "consent-withdrawn",
            actorId: input.changedBy,
            now: input.now,
          })
        : [];
    return { ...input.consents, removedTablets };
  });
}
