import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJobsOnce } from "../../jobs/tasks";
import { useTestContext } from "../../test/harness";
import { sqlReaders } from "../../test/sql-rows";
import { deliverEscalations } from "./escalate-by-email";
import { startLoopbackSmtp } from "./loopback-smtp";
import { createSmtpMailer, type Mailer } from "./mailer";

// An install with one municipality: ESCALATION_ON_CALL_EMAIL stands in for the municipality's own list while
// that list is empty, and only then.

const t = useTestContext();
const { query } = sqlReaders(t);
const INSTALL_WIDE = "guardia@instalacion.test";

let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let mailer: Mailer;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  mailer = createSmtpMailer(smtp.url, "Acompaña <avisos@valleverde.test>");
  // This file's private database becomes a one-municipality install: the other municipalities are removed
  // (their rows are left behind unchecked, which no query of this file reads).
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from municipalities where id <> ${t.ids.municipalities.valleVerde}`);
  });
  await query(`update users set emergency_contact_email = ''`);
  await runJobsOnce(t.db, t.clock.now(), { fallbackOnCallAddress: INSTALL_WIDE });
  await deliverEscalations(t.db, mailer, t.clock.now());
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});

const tick = () => runJobsOnce(t.db, t.clock.now(), { fallbackOnCallAddress: INSTALL_WIDE });
const recipientsOf = (alertId: string) =>
  smtp.received.filter((m) => m.text.includes(alertId)).flatMap((m) => m.to).sort();
async function criticalAlert() {
  const [alert] = await query<{ id: string }>(`insert into alerts (municipality_id, user_id, type, severity, content, created_at)
    values ('${t.ids.municipalities.valleVerde}', '${t.ids.users.antonio}', 'health', 'critical', 'Mareo',
      '${t.clock.now().toISOString()}') returning id`);
  return alert.id;
}

describe("the install-wide on-call address in a one-municipality install", () => {
  it("is used while the municipality has no addresses of its own", async () => {
    expect((await query(`select count(*)::int as n from municipalities`))[0].n).toBe(1);
    const alert = await criticalAlert();
    expect((await tick()).queued).toBe(1);
    await deliverEscalations(t.db, mailer, t.clock.now());
    expect(recipientsOf(alert)).toEqual([INSTALL_WIDE]);
  });

  it("is not used once the municipality has its own", async () => {
    const pro = await t.loginAs("profesional");
    const path = `/api/professional/${t.ids.users.profesional}/on-call-emails`;
    expect((await pro.put(path, { emails: ["guardia@valleverde.test"] })).status).toBe(200);
    const alert = await criticalAlert();
    expect((await tick()).queued).toBe(1);
    await deliverEscalations(t.db, mailer, t.clock.now());
    expect(recipientsOf(alert)).toEqual(["guardia@valleverde.test"]);
  });
});
