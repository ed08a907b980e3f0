import type { OpenSafetyCheck } from "@shared/api/safety-checks";
import type { SafetyCheckAnswer } from "@shared/domain/safety-check";
import { alerts, safetyChecks } from "@shared/schema";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { CATEGORY_SPECS } from "../../assistant/safety/categories";
import type { Db } from "../../db/types";
import { notFound } from "../../domain-errors";
import { findRecentHelpAlert } from "../help";
import { raiseAlert } from "../raise-alert";

// The assistant's open question '¿Está bien?' (docs/behaviour/11-assistant.md#asking). At most one is open per
// person: a second unsure message while one waits keeps the first one's time (staff's 10 minutes run from it).

type Person = { userId: string; municipalityId: string };

/** What the question is about, in the words staff read on health alerts ('Posible caída'); null if unknown. */
export function reasonOfCategory(category: string): string | null {
  return category in CATEGORY_SPECS ? CATEGORY_SPECS[category as keyof typeof CATEGORY_SPECS].reason : null;
}

/** Keeps the question the assistant just asked, as the person's open one. */
export async function recordSafetyCheck(
  db: Db,
  input: Person & { question: string; category: string; now: Date },
): Promise<{ id: string; question: string; category: string }> {
  const [row] = await db
    .insert(safetyChecks)
    .values({
      municipalityId: input.municipalityId,
      userId: input.userId,
      question: input.question,
      category: input.category,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: safetyChecks.userId,
      targetWhere: isNull(safetyChecks.answeredAt),
      set: { question: input.question, category: input.category },
    })
    .returning({ id: safetyChecks.id, question: safetyChecks.question, category: safetyChecks.category });
  return row;
}

/** The person's unanswered question, or null. */
export async function getOpenSafetyCheck(db: Db, userId: string): Promise<OpenSafetyCheck> {
  const [row] = await db
    .select()
    .from(safetyChecks)
    .where(and(eq(safetyChecks.userId, userId), isNull(safetyChecks.answeredAt)))
    .orderBy(desc(safetyChecks.createdAt))
    .limit(1);
  if (!row) return null;
  return { id: row.id, question: row.question, category: row.category, createdAt: row.createdAt.toISOString() };
}

/**
 * The person's answer. 'Sí, necesito ayuda' raises a help request at once (staff see it in the urgent banner), also
 * after an earlier 'Estoy bien' (in doubt, help goes); a repeated 'Sí' raises nothing more. 'Estoy bien' closes an
 * open question and changes nothing once it was answered. Another person's question is not found.
 */
export async function answerSafetyCheck(
  db: Db,
  input: Person & { id: string; answer: SafetyCheckAnswer; now: Date },
): Promise<{ id: string; answer: SafetyCheckAnswer; answeredAt: string; hasRaisedHelp: boolean }> {
  return db.transaction(async (tx) => {
    const [check] = await tx
      .select()
      .from(safetyChecks)
      .where(and(eq(safetyChecks.id, input.id), eq(safetyChecks.userId, input.userId)))
      .for("update");
    if (!check) throw notFound();
    const isNewHelp = input.answer === "help" && check.answer !== "help";
    const isFirstAnswer = !check.answeredAt;
    if (!isNewHelp && !isFirstAnswer) {
      return { id: check.id, answer: check.answer ?? input.answer, answeredAt: check.answeredAt!.toISOString(), hasRaisedHelp: false };
    }
    // The help button pressed a moment ago already told staff: the answer joins that request.
    const recent = isNewHelp ? await findRecentHelpAlert(tx, input.userId, input.now) : null;
    const helpAlert =
      recent ??
      (isNewHelp
        ? await raiseAlert(tx, {
            municipalityId: input.municipalityId,
            userId: input.userId,
            now: input.now,
            reason: { kind: "safety-check-help", reason: reasonOfCategory(check.category) },
          })
        : null);
    const [saved] = await tx
      .update(safetyChecks)
      .set({ answer: input.answer, answeredAt: input.now, ...(helpAlert && { helpAlertId: helpAlert.id }) })
      .where(eq(safetyChecks.id, check.id))
      .returning({ answeredAt: safetyChecks.answeredAt });
    if (check.staffAlertId && input.answer === "fine") {
      // Staff asked to check still do; they read that the person has since answered.
      await tx
        .update(alerts)
        .set({ content: sql`${alerts.content} || ' Después respondió «Estoy bien».'` })
        .where(and(eq(alerts.id, check.staffAlertId), isNull(alerts.dismissedAt)));
    }
    const hasRaisedHelp = isNewHelp && !recent;
    return { id: check.id, answer: input.answer, answeredAt: saved.answeredAt!.toISOString(), hasRaisedHelp };
  });
}
