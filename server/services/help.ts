import { HELP_LOCK_MS } from "@shared/api/elderly";
import { alerts } from "@shared/schema";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/types";
import { conflict } from "../domain-errors";
import { raiseAlert } from "./raise-alert";

/**
 * The person's help request of the last 10 s (the button's lock), or null. Takes the person's help lock for the
 * rest of the transaction, so two quick taps (or a tap and the assistant's 'Sí, necesito ayuda') cannot both pass.
 */
export async function findRecentHelpAlert(tx: Db, userId: string, now: Date): Promise<{ id: string } | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`help:${userId}`}))`);
  const since = new Date(now.getTime() - HELP_LOCK_MS);
  const [recent] = await tx
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.type, "help"), gt(alerts.createdAt, since)))
    .limit(1);
  return recent ?? null;
}

/** A help request from the person; a second press inside the 10 s lock creates nothing (409). */
export async function createHelpAlert(db: Db, input: { userId: string; municipalityId: string; now: Date }) {
  return db.transaction(async (tx) => {
    const recent = await findRecentHelpAlert(tx, input.userId, input.now);
    if (recent) throw conflict("La alerta ya se envió hace unos segundos. El personal está avisado.");
    const alert = await raiseAlert(tx, {
      municipalityId: input.municipalityId,
      userId: input.userId,
      now: input.now,
      reason: { kind: "help-request" },
    });
    return { id: alert.id, createdAt: alert.createdAt.toISOString() };
  });
}
