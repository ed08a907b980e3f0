import { type AlertReason, alertContentOf } from "@shared/domain/alert-reasons";
import { alerts } from "@shared/schema";
import type { Db } from "../db/types";

/**
 * The one writer of alerts: help requests, lockouts, the assistant's urgencies and missed doses all reach
 * the supervision screen (and escalation) through here. `userId` is null when no known person is concerned
 * (a PIN lockout on a name that matches nobody).
 */
export async function raiseAlert(
  db: Db,
  input: { municipalityId: string; userId: string | null; now: Date; reason: AlertReason },
): Promise<{ id: string; createdAt: Date }> {
  const [alert] = await db
    .insert(alerts)
    .values({
      municipalityId: input.municipalityId,
      userId: input.userId,
      ...alertContentOf(input.reason),
      createdAt: input.now,
    })
    .returning({ id: alerts.id, createdAt: alerts.createdAt });
  return alert;
}
