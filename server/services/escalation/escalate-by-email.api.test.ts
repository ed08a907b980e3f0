import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJobsOnce } from "../../jobs/tasks";
import { useTestContext } from "../../test/harness";
import { sqlReaders } from "../../test/sql-rows";
import { deliverEscalations } from "./escalate-by-email";
import { startLoopbackSmtp } from "./loopback-smtp";
import { createSmtpMailer, type Mailer } from "./mailer";

const t = useTestContext();
const { query } = sqlReaders(t);
const MINUTE = 60_000;
const ON_CALL = "guardia@valleverde.test";
const FAMILY = "hija.carmen@correo.test";

let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let mailer: Mailer;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  mailer = createSmtpMailer(smtp.url, "Acompaña <avisos@valleverde.test>");
  // Valle Verde's own on-call address (its staff set it in the portal: on-call-emails.api.test.ts).
  await query(`update municipalities set on_call_emails = array['${ON_CALL}'] where id = '${t.ids.municipalities.valleVerde}'`);
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});

const tick = () => runJobsOnce(t.db, t.clock.now(), {});

async function notificationsOf(alertId: string) {
  const pro = await t.sessionAs("profesional");
  const list = await pro.get(`/api/professional/${t.ids.users.profesional}/alerts`);
  return list.body.find((a: { id: string }) => a.id === alertId).notifications as Array<Record<string, unknown>>;
}

describe("e-mail escalation through a real SMTP server", () => {
  it("a help request unattended 15 minutes reaches the on-call contact and the emergency contact", async () => {
    // The seed's old unattended alerts go out first; this test follows a new one.
    await tick();
    await deliverEscalations(t.db, mailer, t.clock.now());
    await query(`update users set emergency_contact_email = '${FAMILY}' where id = '${t.ids.users.carmen}'`);
    const carmen = await t.sessionAs("carmen");
    const { body } = await carmen.post("/api/help/alert", { userId: t.ids.users.carmen });
    t.clock.advance(15 * MINUTE - 1);
    expect((await tick()).queued).toBe(0);
    t.clock.advance(1);
    expect((await tick()).queued).toBe(2);
    expect((await tick()).queued).toBe(0);

    expect(await deliverEscalations(t.db, mailer, t.clock.now())).toEqual({ delivered: 2, failed: 0 });
    const mails = smtp.received.filter((m) => m.text.includes(body.id));
    expect(mails.map((m) => m.to[0]).sort()).toEqual([FAMILY, ON_CALL].sort());
    expect(mails[0].subject).toMatch(/^Alerta de Ayuda Urgente sin atender: Carmen /);
    expect(mails[0].from).toContain("avisos@valleverde.test");

    const records = await notificationsOf(body.id);
    expect(records).toHaveLength(2);
    for (const r of records) expect(r).toMatchObject({ status: "delivered", attempts: 1, lastError: null });
    expect(records.map((r) => r.recipientKind).sort()).toEqual(["emergency_contact", "on_call"]);
  });

  it("a refused delivery is recorded and retried with backoff until it goes through", async () => {
    const [alert] = await query<{ id: string }>(`insert into alerts (municipality_id, user_id, type, severity, content, created_at)
      values ('${t.ids.municipalities.valleVerde}', '${t.ids.users.antonio}', 'health', 'critical', 'Dolor en el pecho', '${t.clock.now().toISOString()}')
      returning id`);
    // Critical health: at once. Antonio has no e-mail for his emergency contact: only the on-call one.
    expect((await tick()).queued).toBe(1);
    smtp.state.rejecting = true;
    expect(await deliverEscalations(t.db, mailer, t.clock.now())).toEqual({ delivered: 0, failed: 1 });
    let [record] = await notificationsOf(alert.id);
    expect(record).toMatchObject({ status: "pending", attempts: 1, deliveredAt: null });
    expect(String(record.lastError)).toMatch(/451/);

    smtp.state.rejecting = false;
    t.clock.advance(MINUTE - 1);
    expect(await deliverEscalations(t.db, mailer, t.clock.now())).toEqual({ delivered: 0, failed: 0 });
    t.clock.advance(1);
    expect(await deliverEscalations(t.db, mailer, t.clock.now())).toEqual({ delivered: 1, failed: 0 });
    [record] = await notificationsOf(alert.id);
    expect(record).toMatchObject({ status: "delivered", attempts: 2, address: ON_CALL });
    expect(smtp.received.some((m) => m.text.includes(alert.id) && !m.text.includes("pecho"))).toBe(true);
  });

  it("an alert attended before the next try is not mailed; the portal says whether e-mail is on", async () => {
    const [alert] = await query<{ id: string }>(`insert into alerts (municipality_id, user_id, type, severity, content, created_at)
      values ('${t.ids.municipalities.valleVerde}', '${t.ids.users.antonio}', 'health', 'critical', 'Mareo', '${t.clock.now().toISOString()}')
      returning id`);
    await tick();
    const pro = await t.sessionAs("profesional");
    await pro.patch(`/api/alerts/${alert.id}/dismiss`, { outcome: "call" });
    const before = smtp.received.length;
    await deliverEscalations(t.db, mailer, t.clock.now());
    expect(smtp.received.length).toBe(before);
    const [row] = await query(`select status from alert_notifications where alert_id = '${alert.id}'`);
    expect(row.status).toBe("failed");
    // The test app has no SMTP_URL: the portal is told escalation is dashboard-only.
    expect((await pro.get("/api/alerts/escalation")).body).toEqual({ isEmailEnabled: false });
  });

  it("a line break stored in a name or an address adds no header and no recipient", async () => {
    const hostile = "intruso@malo.test";
    await query(
      `update users set first_name = E'Antonio\\r\\nBcc: ${hostile}', emergency_contact_email = 'hijo@correo.test'
        where id = '${t.ids.users.antonio}'`,
    );
    const [alert] = await query<{ id: string }>(`insert into alerts (municipality_id, user_id, type, severity, content, created_at)
      values ('${t.ids.municipalities.valleVerde}', '${t.ids.users.antonio}', 'health', 'critical', 'Mareo', '${t.clock.now().toISOString()}')
      returning id`);
    expect((await tick()).queued).toBe(2);
    // An address stored before the one-line rule, carrying a second recipient as a header.
    await query(
      `update alert_notifications set address = E'hijo@correo.test\\r\\nBcc: ${hostile}'
        where alert_id = '${alert.id}' and recipient_kind = 'emergency_contact'`,
    );
    expect(await deliverEscalations(t.db, mailer, t.clock.now())).toEqual({ delivered: 1, failed: 1 });
    const mails = smtp.received.filter((m) => m.text.includes(alert.id));
    expect(mails.map((m) => m.envelope)).toEqual([[ON_CALL]]);
    expect(mails[0].subject).toBe("Alerta de Salud sin atender: Antonio Bcc: intruso@malo.test García");
    const records = await notificationsOf(alert.id);
    expect(records.find((r) => r.recipientKind === "emergency_contact")).toMatchObject({
      status: "pending",
      lastError: "Dirección de correo no válida",
    });
  });
});

describe("outside staffed hours", () => {
  it("on-call hears of a help request at once; the emergency contact still after the attend target", async () => {
    // A Saturday night in Madrid (staffed hours: Monday to Friday, 8:00 to 15:00).
    t.clock.set(new Date("2026-11-21T22:00:00Z"));
    await tick();
    await deliverEscalations(t.db, mailer, t.clock.now());
    await query(`update users set emergency_contact_email = '${FAMILY}' where id = '${t.ids.users.carmen}'`);
    const carmen = await t.sessionAs("carmen");
    const { body } = await carmen.post("/api/help/alert", { userId: t.ids.users.carmen });
    expect(body.service).toMatchObject({ isStaffed: false });
    expect((await tick()).queued).toBe(1);
    expect((await notificationsOf(body.id)).map((r) => r.recipientKind)).toEqual(["on_call"]);
    t.clock.advance(15 * MINUTE);
    expect((await tick()).queued).toBe(1);
    expect((await notificationsOf(body.id)).map((r) => r.recipientKind).sort()).toEqual(["emergency_contact", "on_call"]);
    expect((await tick()).queued).toBe(0);
  });
});
