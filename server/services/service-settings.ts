import type { ServiceSettingsAnswer } from "@shared/api/service-settings";
import { fullName } from "@shared/domain/names";
import type { ServiceSettings } from "@shared/domain/service-hours";
import { auditLog, municipalities, users } from "@shared/schema";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/types";
import { recordAudit } from "./audit";

// A municipality's response targets and staffed hours (docs/behaviour/13-later-additions.md#service-and-targets).
// Always the caller's own municipality: the route passes the session's, never one from the request.

type Scope = { municipalityId: string; actorId: string; now: Date };

const columns = {
  ackTargetSeconds: municipalities.ackTargetSeconds,
  attendTargetSeconds: municipalities.attendTargetSeconds,
  staffedHours: municipalities.staffedHours,
  programmePhone: municipalities.programmePhone,
  timezone: municipalities.timezone,
};

type Settings = ServiceSettings & { programmePhone: string };

export async function getServiceSettings(db: Db, municipalityId: string): Promise<ServiceSettingsAnswer> {
  const [row] = await db.select(columns).from(municipalities).where(eq(municipalities.id, municipalityId)).limit(1);
  const [change] = await db
    .select({ at: auditLog.createdAt, firstName: users.firstName, lastName: users.lastName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.municipalityId, municipalityId), eq(auditLog.action, "municipality.service.update")))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return {
    ackTargetSeconds: row.ackTargetSeconds,
    attendTargetSeconds: row.attendTargetSeconds,
    staffedHours: row.staffedHours,
    programmePhone: row.programmePhone,
    timezone: row.timezone,
    lastChange: change
      ? {
          at: change.at.toISOString(),
          actorName:
            change.firstName !== null
              ? fullName({ firstName: change.firstName, lastName: change.lastName })
              : "Cuenta borrada",
        }
      : null,
  };
}

const sameSettings = (a: Settings, b: Settings) =>
  a.programmePhone === b.programmePhone &&
  a.ackTargetSeconds === b.ackTargetSeconds &&
  a.attendTargetSeconds === b.attendTargetSeconds &&
  JSON.stringify(a.staffedHours) === JSON.stringify(b.staffedHours);

/** Replaces the settings; the audit row keeps the old and the new ones. Saving the same settings writes nothing. */
export async function setServiceSettings(
  db: Db,
  settings: ServiceSettings & { programmePhone?: string },
  scope: Scope,
): Promise<ServiceSettingsAnswer> {
  await db.transaction(async (tx) => {
    // Row lock: two staff saving at once each record the settings they really replaced.
    const [row] = await tx
      .select(columns)
      .from(municipalities)
      .where(eq(municipalities.id, scope.municipalityId))
      .for("update");
    const before: Settings = {
      ackTargetSeconds: row.ackTargetSeconds,
      attendTargetSeconds: row.attendTargetSeconds,
      staffedHours: { days: row.staffedHours.days, from: row.staffedHours.from, to: row.staffedHours.to },
      programmePhone: row.programmePhone,
    };
    const after: Settings = {
      ackTargetSeconds: settings.ackTargetSeconds,
      attendTargetSeconds: settings.attendTargetSeconds,
      staffedHours: { days: settings.staffedHours.days, from: settings.staffedHours.from, to: settings.staffedHours.to },
      // Left out by a client that does not show it: the phone stays as it was.
      programmePhone: settings.programmePhone ?? row.programmePhone,
    };
    if (sameSettings(before, after)) return;
    await tx.update(municipalities).set(after).where(eq(municipalities.id, scope.municipalityId));
    await recordAudit(tx as Db, {
      municipalityId: scope.municipalityId,
      actorId: scope.actorId,
      action: "municipality.service.update",
      detail: { before, after },
      now: scope.now,
    });
  });
  return getServiceSettings(db, scope.municipalityId);
}
