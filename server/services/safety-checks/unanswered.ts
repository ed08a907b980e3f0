import { safetyCheckDueBefore } from "@shared/domain/safety-check";
import { safetyChecks, users } from "@shared/schema";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/types";
import { raiseAlert } from "../raise-alert";
import { reasonOfCategory } from "./safety-checks";

/**
 * The periodic job's part: each question unanswered for 10 minutes becomes one low-priority 'Comprobar' alert for
 * the person's municipality (type `check`: in the pending list, never in the urgent banner, never escalated).
 */
export async function raiseUnansweredSafetyChecks(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: safetyChecks.id, userId: safetyChecks.userId, municipalityId: users.municipalityId, category: safetyChecks.category })
    .from(safetyChecks)
    .innerJoin(users, eq(users.id, safetyChecks.userId))
    .where(
      and(
        isNull(safetyChecks.answeredAt),
        isNull(safetyChecks.staffItemAt),
        lte(safetyChecks.createdAt, safetyCheckDueBefore(now)),
        eq(users.status, "active"),
      ),
    )
    .orderBy(asc(safetyChecks.createdAt))
    .limit(200)
    .for("update", { of: safetyChecks, skipLocked: true });
  for (const check of due) {
    const alert = await raiseAlert(db, {
      municipalityId: check.municipalityId,
      userId: check.userId,
      now,
      reason: { kind: "safety-check-unanswered", reason: reasonOfCategory(check.category) },
    });
    await db
      .update(safetyChecks)
      .set({ staffItemAt: now, staffAlertId: alert.id })
      .where(eq(safetyChecks.id, check.id));
  }
  return due.length;
}
