import type { AlertNotification } from "@shared/api/alerts";
import { alertNotifications } from "@shared/schema";
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../db/types";

/** The e-mail escalations of these alerts, by alert id, oldest first. */
export async function listNotificationsOf(db: Db, alertIds: string[]): Promise<Map<string, AlertNotification[]>> {
  const byAlert = new Map<string, AlertNotification[]>();
  if (alertIds.length === 0) return byAlert;
  const rows = await db
    .select()
    .from(alertNotifications)
    .where(inArray(alertNotifications.alertId, alertIds))
    .orderBy(asc(alertNotifications.createdAt), asc(alertNotifications.recipientKind));
  for (const row of rows) {
    const list = byAlert.get(row.alertId) ?? [];
    list.push({
      id: row.id,
      recipientKind: row.recipientKind,
      address: row.address,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    });
    byAlert.set(row.alertId, list);
  }
  return byAlert;
}
