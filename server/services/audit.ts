import type { AuditAction } from "@shared/domain/audit-actions";
import { auditLog } from "@shared/schema";
import type { Db } from "../db/types";

export async function recordAudit(
  db: Db,
  entry: {
    municipalityId: string | null;
    actorId: string | null;
    action: AuditAction;
    subjectUserId?: string | null;
    detail?: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    municipalityId: entry.municipalityId,
    actorId: entry.actorId,
    action: entry.action,
    subjectUserId: entry.subjectUserId ?? null,
    detail: entry.detail ?? {},
    createdAt: entry.now,
  });
}
