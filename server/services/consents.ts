import type { Consents } from "@shared/api/elderly";
import { consentEvents, users } from "@shared/schema";
import { eq } from "drizzle-orm";
import type { Db } from "../db/types";
import { recordAudit } from "./audit";

export async function getConsents(db: Db, userId: string): Promise<Consents | null> {
  const [row] = await db
    .select({ familyConsent: users.familyConsent, personalConsent: users.personalConsent })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Saves the person's own choice: current value on users, the change in consent_events and the audit log. */
export async function updateConsents(
  db: Db,
  input: { userId: string; municipalityId: string; changedBy: string; consents: Consents; now: Date },
): Promise<Consents> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ familyConsent: users.familyConsent, personalConsent: users.personalConsent })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("update");
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
    return input.consents;
  });
}
