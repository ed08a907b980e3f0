import { ALERT_TITLES } from "@shared/api/messages";
import { MAX_NOTIFICATION_ATTEMPTS, notificationRetryDelayMs } from "@shared/domain/help-request";
import { fullName } from "@shared/domain/names";
import { isSafeOneLine, toOneLine } from "@shared/domain/safe-text";
import { alertNotifications, alerts, municipalities, users } from "@shared/schema";
import { and, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import type { Mailer } from "./mailer";

/** Claimed rows are not picked again for this long (another instance, or a send that hangs). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

type Rows<T> = { rows: T[] };

/**
 * Records one notification per (alert, address) for each help or critical health alert that is due (unattended
 * past its municipality's attend target, 15 minutes unless set; critical health at once) and not yet notified:
 * the on-call addresses of the alert's own municipality, and the person's emergency contact. `fallbackOnCallAddress` (ESCALATION_ON_CALL_EMAIL) stands in
 * for the municipality's list only when the install has exactly one municipality and that list is empty, so one
 * address never receives several municipalities' alerts (docs/behaviour/13-later-additions.md#alert-escalation).
 */
export async function queueEscalations(
  db: Db,
  input: { now: Date; fallbackOnCallAddress?: string },
): Promise<number> {
  const fallback = input.fallbackOnCallAddress ?? "";
  // An address that is both on call and the emergency contact gets one e-mail, as on call ('on_call' sorts last).
  const result = (await db.execute(sql`
    insert into alert_notifications (alert_id, recipient_kind, address, next_attempt_at, created_at)
    select distinct on (a.id, lower(r.address)) a.id, r.kind, r.address, ${input.now}, ${input.now}
    from alerts a
    join municipalities m on m.id = a.municipality_id
    left join users u on u.id = a.user_id
    cross join lateral (
      select 'on_call'::text as kind, e.address
      from unnest(case
        when cardinality(m.on_call_emails) > 0 then m.on_call_emails
        when ${fallback}::text <> '' and (select count(*) from municipalities) = 1 then array[${fallback}::text]
        else '{}'::text[]
      end) as e(address)
      union all
      select 'emergency_contact'::text, coalesce(u.emergency_contact_email, '')
    ) as r(kind, address)
    where a.dismissed_at is null
      and r.address <> ''
      and (
        (a.type = 'help' and a.created_at <= ${input.now.toISOString()}::timestamptz
          - interval '1 second' * m.attend_target_seconds)
        or (a.type = 'health' and a.severity = 'critical')
        -- Outside staffed hours nobody is at a desk: on-call hears of a help request at once (the person is told so).
        or (a.type = 'help' and r.kind = 'on_call' and not ${isStaffedAt(sql`a.created_at`)})
      )
      -- One round per alert, at its target; only on-call told early (outside staffed hours) leaves the
      -- emergency contact's e-mail for that round.
      and not exists (
        select 1 from alert_notifications n
        where n.alert_id = a.id
          and (n.recipient_kind = r.kind
            or a.type <> 'help'
            or n.created_at >= a.created_at + interval '1 second' * m.attend_target_seconds)
      )
    order by a.id, lower(r.address), r.kind desc
    returning id`)) as unknown as Rows<{ id: string }>;
  return result.rows.length;
}

/** Whether the instant falls in municipality `m`'s staffed hours (shared/domain/service-hours.ts, in SQL). */
function isStaffedAt(instant: SQL) {
  const local = sql`(${instant} at time zone m.timezone)`;
  return sql`(extract(isodow from ${local})::int in (select jsonb_array_elements_text(m.staffed_hours -> 'days')::int)
    and to_char(${local}, 'HH24:MI') >= m.staffed_hours ->> 'from'
    and to_char(${local}, 'HH24:MI') < m.staffed_hours ->> 'to')`;
}

type Claimed = {
  id: string;
  address: string;
  attempts: number;
  alertId: string;
  type: keyof typeof ALERT_TITLES;
  createdAt: Date;
  dismissedAt: Date | null;
  firstName: string | null;
  lastName: string | null;
  timezone: string;
};

/** Sends the due notifications; each success or failure is recorded, failures retried with backoff. */
export async function deliverEscalations(db: Db, mailer: Mailer, now: Date): Promise<{ delivered: number; failed: number }> {
  const claimed = await claimDue(db, now);
  let delivered = 0;
  let failed = 0;
  for (const row of claimed) {
    if (row.dismissedAt) {
      await db
        .update(alertNotifications)
        .set({ status: "failed", lastError: "No enviado: la alerta ya estaba atendida" })
        .where(eq(alertNotifications.id, row.id));
      continue;
    }
    const attempts = row.attempts + 1;
    try {
      await mailer.send(composeMail(row));
      await db
        .update(alertNotifications)
        .set({ status: "delivered", attempts, deliveredAt: now, lastError: null })
        .where(eq(alertNotifications.id, row.id));
      delivered++;
    } catch (err) {
      const isLast = attempts >= MAX_NOTIFICATION_ATTEMPTS;
      await db
        .update(alertNotifications)
        .set({
          status: isLast ? "failed" : "pending",
          attempts,
          lastError: err instanceof Error ? err.message.slice(0, 300) : "Error desconocido",
          nextAttemptAt: new Date(now.getTime() + notificationRetryDelayMs(attempts)),
        })
        .where(eq(alertNotifications.id, row.id));
      failed++;
    }
  }
  return { delivered, failed };
}

async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const due = await db
    .select({ id: alertNotifications.id })
    .from(alertNotifications)
    .where(and(eq(alertNotifications.status, "pending"), lte(alertNotifications.nextAttemptAt, now)))
    .orderBy(alertNotifications.nextAttemptAt)
    .limit(BATCH);
  if (due.length === 0) return [];
  // Moving nextAttemptAt forward is the claim: a concurrent run no longer sees these rows as due.
  const ids = await db
    .update(alertNotifications)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        inArray(alertNotifications.id, due.map((d) => d.id)),
        eq(alertNotifications.status, "pending"),
        lte(alertNotifications.nextAttemptAt, now),
      ),
    )
    .returning({ id: alertNotifications.id });
  if (ids.length === 0) return [];
  return db
    .select({
      id: alertNotifications.id,
      address: alertNotifications.address,
      attempts: alertNotifications.attempts,
      alertId: alerts.id,
      type: alerts.type,
      createdAt: alerts.createdAt,
      dismissedAt: alerts.dismissedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      timezone: municipalities.timezone,
    })
    .from(alertNotifications)
    .innerJoin(alerts, eq(alerts.id, alertNotifications.alertId))
    .innerJoin(municipalities, eq(municipalities.id, alerts.municipalityId))
    .leftJoin(users, eq(users.id, alerts.userId))
    .where(inArray(alertNotifications.id, ids.map((r) => r.id)));
}

/**
 * Only who, what kind and when: no health details travel by e-mail. The name and address come from the
 * database, where rows older than the one-line rule (docs/behaviour/05-validation.md#unsafe-characters) may
 * hold a line break: the name is put on one line and an address that is not one line is not sent to, so no
 * stored value can add a header (Bcc:) or a second recipient.
 */
export function composeMail(row: Pick<Claimed, "address" | "alertId" | "type" | "createdAt" | "firstName" | "lastName" | "timezone">) {
  if (!isSafeOneLine(row.address) || /[\s,;<>]/.test(row.address.trim()))
    throw new Error("Dirección de correo no válida");
  const name = row.firstName ? toOneLine(fullName({ firstName: row.firstName, lastName: row.lastName })) : "";
  const person = name || "Una persona del programa";
  const time = row.createdAt.toLocaleTimeString("es-ES", { hour: "2-digit", minute: "2-digit", timeZone: row.timezone });
  const title = ALERT_TITLES[row.type];
  return {
    to: row.address.trim(),
    subject: `${title} sin atender: ${person}`,
    text: [
      `${person} tiene una ${title.toLowerCase()} desde las ${time} que todavía no ha sido atendida en Acompaña.`,
      "",
      "Por favor, póngase en contacto con esta persona o con los servicios municipales.",
      `Referencia de la alerta: ${row.alertId}`,
    ].join("\n"),
  };
}
