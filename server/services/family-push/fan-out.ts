import { familyNoticeText } from "@shared/domain/family-notice";
import type { FamilyPushPayload } from "@shared/api/family-push";
import { isSafeOneLine } from "@shared/domain/safe-text";
import { type FamilyDeliveryChannel, familyAlertDeliveries, pushSubscriptions } from "@shared/schema";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import type { Mailer } from "../escalation/mailer";
import type { PushSender } from "./push-sender";

/** An alert older than this is not announced any more (a sweep after a long outage would only alarm). */
export const FAMILY_NOTICE_WINDOW_MS = 30 * 60_000;

export type FamilyChannels = { push: PushSender | null; mailer: Mailer | null };

/** One relative to tell about one alert. */
export type DueNotice = {
  alertId: string;
  type: "help" | "health";
  createdAt: Date;
  firstName: string;
  timezone: string;
  familyUserId: string;
  email: string | null;
};

type Rows<T> = { rows: T[] };

/**
 * The (alert, relative) pairs still to be told: a help request or a critical health alert, open and recent, of
 * a person who shares with the family (`family_consent`), to each relative with an approved link in the same
 * municipality, who has no delivery of it yet. Consent and link are read here, at sending time, so a
 * withdrawn consent or an ended link stops notices at once.
 */
export async function findDueNotices(db: Db, input: { now: Date; personId?: string }): Promise<DueNotice[]> {
  const since = new Date(input.now.getTime() - FAMILY_NOTICE_WINDOW_MS);
  const person = input.personId ?? null;
  const result = (await db.execute(sql`
    select a.id as "alertId", a.type, a.created_at as "createdAt", p.first_name as "firstName", m.timezone,
           r.id as "familyUserId", r.email
    from alerts a
    join users p on p.id = a.user_id and p.family_consent = true and p.status = 'active'
    join municipalities m on m.id = a.municipality_id
    join family_links l on l.elderly_user_id = p.id and l.status = 'approved' and l.municipality_id = a.municipality_id
    join users r on r.id = l.family_user_id and r.role = 'family' and r.status = 'active'
    where (a.type = 'help' or (a.type = 'health' and a.severity = 'critical'))
      and a.dismissed_at is null
      and a.created_at > ${since} and a.created_at <= ${input.now}
      and (${person}::uuid is null or a.user_id = ${person}::uuid)
      and not exists (
        select 1 from family_alert_deliveries d where d.alert_id = a.id and d.family_user_id = r.id
      )
    order by a.created_at`)) as unknown as Rows<DueNotice & { createdAt: Date | string }>;
  return result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** The row is the claim: false when another run already has (alert, relative, channel). */
async function claim(db: Db, notice: DueNotice, channel: FamilyDeliveryChannel, now: Date): Promise<string | null> {
  const [row] = await db
    .insert(familyAlertDeliveries)
    .values({ alertId: notice.alertId, familyUserId: notice.familyUserId, channel, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: familyAlertDeliveries.id });
  return row?.id ?? null;
}

async function finish(db: Db, id: string, isSent: boolean, error: string | null, now: Date) {
  await db
    .update(familyAlertDeliveries)
    .set({ status: isSent ? "sent" : "failed", error, finishedAt: now })
    .where(eq(familyAlertDeliveries.id, id));
}

export function payloadOf(notice: DueNotice): FamilyPushPayload {
  return { ...familyNoticeText({ kind: notice.type, ...notice }), url: "/dashboard", tag: `alerta-${notice.alertId}` };
}

/** Push to every device of the relative; true when at least one took it. Gone subscriptions are forgotten. */
async function deliverByPush(db: Db, push: PushSender, notice: DueNotice, clock: () => Date): Promise<boolean | null> {
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.familyUserId, notice.familyUserId));
  if (devices.length === 0) return null;
  const id = await claim(db, notice, "push", clock());
  if (!id) return true; // Another run is telling this relative.
  const payload = JSON.stringify(payloadOf(notice));
  const errors: string[] = [];
  const gone: string[] = [];
  let sent = 0;
  for (const device of devices) {
    const result = await push.send(device, payload);
    if (result.isSent) {
      sent++;
      await db.update(pushSubscriptions).set({ lastSuccessAt: clock() }).where(eq(pushSubscriptions.id, device.id));
    } else {
      errors.push(result.error);
      if (result.isGone) gone.push(device.id);
    }
  }
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  await finish(db, id, sent > 0, errors.length > 0 ? errors.join("; ").slice(0, 300) : null, clock());
  return sent > 0;
}

async function deliverByEmail(db: Db, mailer: Mailer | null, notice: DueNotice, clock: () => Date): Promise<void> {
  const id = await claim(db, notice, "email", clock());
  if (!id) return;
  const address = notice.email?.trim() ?? "";
  let error: string | null = null;
  if (!mailer) error = "El servidor no tiene correo configurado (SMTP_URL)";
  else if (!address || !isSafeOneLine(address) || /[\s,;<>]/.test(address)) error = "La cuenta no tiene un correo válido";
  else {
    const { title, body } = payloadOf(notice);
    try {
      await mailer.send({
        to: address,
        subject: title,
        text: [body, "", "Puede ver cómo lo atiende el personal en el Panel Familiar de Acompaña."].join("\n"),
      });
    } catch (err) {
      error = err instanceof Error ? err.message.slice(0, 300) : "Error desconocido";
    }
  }
  await finish(db, id, error === null, error, clock());
}

/** Tells one relative: push first; e-mail when the relative has no device or no device took it. */
export async function deliverNotice(db: Db, channels: FamilyChannels, notice: DueNotice, clock: () => Date) {
  const byPush = channels.push ? await deliverByPush(db, channels.push, notice, clock) : null;
  if (byPush !== true) await deliverByEmail(db, channels.mailer, notice, clock);
}

/** Fans out every due notice (of one person, or all); returns how many relatives were handled. */
export async function deliverDueNotices(
  db: Db,
  channels: FamilyChannels,
  input: { clock: () => Date; personId?: string },
): Promise<number> {
  const due = await findDueNotices(db, { now: input.clock(), personId: input.personId });
  for (const notice of due) await deliverNotice(db, channels, notice, input.clock);
  return due.length;
}

