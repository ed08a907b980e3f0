import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJobsOnce } from "../../jobs/tasks";
import { useTestContext } from "../../test/harness";
import { sqlReaders } from "../../test/sql-rows";
import { deliverEscalations } from "./escalate-by-email";
import { startLoopbackSmtp } from "./loopback-smtp";
import { createSmtpMailer, type Mailer } from "./mailer";

// Each municipality's unattended alerts reach only its own on-call addresses, through a real SMTP server; the
// install-wide ESCALATION_ON_CALL_EMAIL is not used when the install has more than one municipality.

const t = useTestContext();
const { query } = sqlReaders(t);
const VV_ON_CALL = ["guardia@valleverde.test", "coordinacion@valleverde.test"];
const MC_ON_CALL = ["guardia@monteclaro.test"];
const INSTALL_WIDE = "central@acompana.test";

let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let mailer: Mailer;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  mailer = createSmtpMailer(smtp.url, "Acompaña <avisos@acompana.test>");
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});

const tick = () => runJobsOnce(t.db, t.clock.now(), { fallbackOnCallAddress: INSTALL_WIDE });
const deliver = () => deliverEscalations(t.db, mailer, t.clock.now());
const recipientsOf = (alertId: string) =>
  smtp.received.filter((m) => m.text.includes(alertId)).flatMap((m) => m.to).sort();

async function criticalAlertFor(userKey: "antonio" | "carmenRuiz", municipality: "valleVerde" | "monteClaro") {
  const [alert] = await query<{ id: string }>(`insert into alerts (municipality_id, user_id, type, severity, content, created_at)
    values ('${t.ids.municipalities[municipality]}', '${t.ids.users[userKey]}', 'health', 'critical', 'Dolor en el pecho',
      '${t.clock.now().toISOString()}') returning id`);
  return alert.id;
}

describe("on-call e-mail per municipality", () => {
  beforeAll(async () => {
    // Only the on-call addresses are under test here.
    await query(`update users set emergency_contact_email = ''`);
    // The seed's open alerts are attended first: these tests follow new ones.
    await query(`update alerts set dismissed_at = created_at where dismissed_at is null`);
  });

  it("each municipality's alert goes to its own addresses only, one e-mail per address", async () => {
    const pro = await t.loginAs("profesional");
    expect((await pro.put(`/api/professional/${t.ids.users.profesional}/on-call-emails`, { emails: VV_ON_CALL })).status).toBe(200);
    const mc = await t.loginAs("profesionalMc");
    const path = `/api/professional/${t.ids.users.profesionalMc}/on-call-emails`;
    expect((await mc.put(path, { emails: MC_ON_CALL })).status).toBe(200);

    const vvAlert = await criticalAlertFor("antonio", "valleVerde");
    const mcAlert = await criticalAlertFor("carmenRuiz", "monteClaro");
    expect((await tick()).queued).toBe(3);
    expect((await tick()).queued).toBe(0);
    expect(await deliver()).toEqual({ delivered: 3, failed: 0 });

    expect(recipientsOf(vvAlert)).toEqual([...VV_ON_CALL].sort());
    expect(recipientsOf(mcAlert)).toEqual(MC_ON_CALL);
    expect(smtp.received.some((m) => m.to.includes(INSTALL_WIDE))).toBe(false);
    const rows = await query(`select recipient_kind, address from alert_notifications where alert_id = '${vvAlert}' order by address`);
    expect(rows).toEqual(
      [...VV_ON_CALL].sort().map((address) => ({ recipient_kind: "on_call", address })),
    );
  });

  it("a municipality without addresses gets no on-call e-mail: the install-wide address is not used with two municipalities", async () => {
    const mc = await t.loginAs("profesionalMc");
    expect((await mc.put(`/api/professional/${t.ids.users.profesionalMc}/on-call-emails`, { emails: [] })).status).toBe(200);
    const mcAlert = await criticalAlertFor("carmenRuiz", "monteClaro");
    expect((await tick()).queued).toBe(0);
    await deliver();
    expect(recipientsOf(mcAlert)).toEqual([]);
    expect((await query(`select id from alert_notifications where alert_id = '${mcAlert}'`)).length).toBe(0);
  });

  it("an emergency contact who is also on call gets one e-mail, as on call", async () => {
    await query(`update users set emergency_contact_email = 'GUARDIA@valleverde.test' where id = '${t.ids.users.antonio}'`);
    const vvAlert = await criticalAlertFor("antonio", "valleVerde");
    expect((await tick()).queued).toBe(2);
    await deliver();
    expect(recipientsOf(vvAlert)).toEqual([...VV_ON_CALL].sort());
    await query(`update users set emergency_contact_email = '' where id = '${t.ids.users.antonio}'`);
  });
});
