import type { FamilyAlert, LatestHelpResponse } from "@shared/api/alerts";
import { ALERT_TITLES } from "@shared/api/messages";
import { canMarkAccidental } from "@shared/domain/alert-clock";
import type { AlertOutcome } from "@shared/domain/enums";
import type { HelpService } from "@shared/domain/help-reply";
import { describeAlertProgress, HELP_STATE_SHOWN_MS, helpRequestStatus } from "@shared/domain/help-request";
import { fullName } from "@shared/domain/names";
import { alerts, users } from "@shared/schema";
import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/types";
import { conflict, notFound } from "../domain-errors";

type AlertRow = typeof alerts.$inferSelect;

export const ACCIDENTAL_TOO_LATE =
  "Ya no se puede indicar que fue sin querer. El personal le llamará para comprobar que está bien.";

/** A professional opened the alert: the first opening is what the person is told about. */
export async function markAlertSeen(db: Db, alert: AlertRow, input: { actorId: string; now: Date }) {
  await db
    .update(alerts)
    .set({ seenAt: input.now, seenBy: input.actorId })
    .where(and(eq(alerts.id, alert.id), isNull(alerts.seenAt)));
}

/** 'La atiendo': the first professional to take it keeps it; taking it also counts as having seen it. */
export async function acknowledgeAlert(db: Db, alert: AlertRow, input: { actorId: string; now: Date }) {
  await db
    .update(alerts)
    .set({
      acknowledgedAt: input.now,
      acknowledgedBy: input.actorId,
      seenAt: sql`coalesce(${alerts.seenAt}, ${input.now})`,
      seenBy: sql`coalesce(${alerts.seenBy}, ${input.actorId})`,
    })
    .where(and(eq(alerts.id, alert.id), isNull(alerts.acknowledgedAt), isNull(alerts.dismissedAt)));
}

/**
 * 'Ha sido sin querer': marks the person's own help request as a possible accidental press. It never cancels it:
 * staff still see it and still call back. Offered only in its first minutes and while it is open (409 after).
 */
export async function markHelpAccidental(db: Db, alert: AlertRow, now: Date) {
  if (alert.type !== "help") throw notFound();
  if (alert.accidentalAt) return;
  if (!canMarkAccidental(alert, now)) throw conflict(ACCIDENTAL_TOO_LATE);
  await db.update(alerts).set({ accidentalAt: now }).where(and(eq(alerts.id, alert.id), isNull(alerts.accidentalAt)));
}

/** 'Atendida' with what was done. Dismissing twice keeps the first answer. */
export async function dismissAlert(
  db: Db,
  alert: AlertRow,
  input: { actorId: string; now: Date; outcome?: AlertOutcome; note: string },
) {
  await db
    .update(alerts)
    .set({
      dismissedAt: input.now,
      dismissedBy: input.actorId,
      // Attending implies having seen it.
      seenAt: sql`coalesce(${alerts.seenAt}, ${input.now})`,
      seenBy: sql`coalesce(${alerts.seenBy}, ${input.actorId})`,
      outcome: input.outcome ?? null,
      outcomeNote: input.note || null,
    })
    .where(and(eq(alerts.id, alert.id), isNull(alerts.dismissedAt)));
}

const attender = users;

/** The person's latest help request and its state in words, hidden a day after its last change. */
export async function getLatestHelp(
  db: Db,
  input: { userId: string; now: Date; service: () => Promise<HelpService> },
): Promise<LatestHelpResponse> {
  const { userId, now } = input;
  const [row] = await db
    .select({ alert: alerts, firstName: attender.firstName, lastName: attender.lastName })
    .from(alerts)
    .leftJoin(attender, eq(attender.id, alerts.dismissedBy))
    .where(and(eq(alerts.userId, userId), eq(alerts.type, "help")))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(1);
  if (!row) return null;
  const progress = helpRequestStatus(
    { ...row.alert, attendedByName: nameOf(row.firstName, row.lastName) },
    now,
  );
  if (!progress) return null;
  return {
    id: row.alert.id,
    createdAt: row.alert.createdAt.toISOString(),
    progress: { state: progress.state, label: progress.label },
    isAccidental: !!row.alert.accidentalAt,
    canMarkAccidental: !row.alert.accidentalAt && canMarkAccidental(row.alert, now),
    service: await input.service(),
  };
}

/** Open help and health alerts of one person, and those attended in the last day, newest first. */
export async function listOpenAlertsOf(db: Db, userId: string, now: Date): Promise<FamilyAlert[]> {
  const since = new Date(now.getTime() - HELP_STATE_SHOWN_MS);
  const rows = await db
    .select({ alert: alerts, firstName: attender.firstName, lastName: attender.lastName })
    .from(alerts)
    .leftJoin(attender, eq(attender.id, alerts.dismissedBy))
    .where(
      and(
        eq(alerts.userId, userId),
        inArray(alerts.type, ["help", "health"]),
        or(isNull(alerts.dismissedAt), gt(alerts.dismissedAt, since)),
      ),
    )
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(20);
  return rows.map(({ alert, firstName, lastName }) => {
    const progress = describeAlertProgress({ ...alert, attendedByName: nameOf(firstName, lastName) });
    return {
      id: alert.id,
      type: alert.type as "help" | "health",
      title: ALERT_TITLES[alert.type],
      createdAt: alert.createdAt.toISOString(),
      progress: { state: progress.state, label: progress.label },
    };
  });
}

function nameOf(firstName: string | null, lastName: string | null): string | null {
  return firstName ? fullName({ firstName, lastName }) : null;
}
