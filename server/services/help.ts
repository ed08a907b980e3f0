import { HELP_LOCK_MS } from "@shared/api/elderly";
import { alerts } from "@shared/schema";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/types";
import { conflict } from "../http/errors";
import { raiseAlert } from "./raise-alert";

/** A help request from the person; a second press inside the 10 s lock creates nothing (409). */
export async function createHelpAlert(db: Db, input: { userId: string; municipalityId: string; now: Date }) {
  return db.transaction(async (tx) => {
    // Serialise presses of the same person so two quick taps cannot both pass the check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`help:${input.userId}`}))`);
    const since = new Date(input.now.getTime() - HELP_LOCK_MS);
    const [recent] = await tx
      .select({ id: alerts.id })
      .from(alerts)
      .where(and(eq(alerts.userId, input.userId), eq(alerts.type, "help"), gt(alerts.createdAt, since)))
      .limit(1);
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
