import { FAMILY_PUSH_MESSAGES as M } from "@shared/api/family-push";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { startLoopbackSmtp } from "../services/escalation/loopback-smtp";
import { createSmtpMailer, type Mailer } from "../services/escalation/mailer";
import { createFamilyNotifier } from "../services/family-push/notifier";
import { createPushSender } from "../services/family-push/push-sender";
import { useTestContext } from "../test/harness";
import { loopbackPushAgent, startPushService } from "../test/push-service/push-service";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// A relative's phone hears of a help request at once: the real web-push library sends to a push service on
// loopback that checks the VAPID signature and decrypts the payload (RFC 8291); e-mail through the real
// loopback SMTP server when push is off or fails.

const vapid = webpush.generateVAPIDKeys();
const URL_SUB = "/api/family/push/subscription";
let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let mailer: Mailer;
let pushService: Awaited<ReturnType<typeof startPushService>>;
const extraPushHosts: string[] = [];
const notifier = createFamilyNotifier({
  push: createPushSender({ vapid, subject: "mailto:avisos@valleverde.test", agent: loopbackPushAgent() }),
  // The SMTP server starts in beforeAll; the notifier is handed to the app before that.
  mailer: { send: (mail) => mailer.send(mail), close: () => mailer.close() },
  logger: createLogger("silent"),
  extraPushHosts,
});
const t = useTestContext({ familyNotifier: notifier });
const { query } = sqlReaders(t);

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  mailer = createSmtpMailer(smtp.url, "Acompaña <avisos@valleverde.test>");
  pushService = await startPushService(vapid.publicKey);
  extraPushHosts.push(pushService.host);
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
  await pushService.close();
});

const deliveriesOf = (alertId: string) =>
  query<{ family_user_id: string; channel: string; status: string; error: string | null }>(
    `select family_user_id, channel, status, error from family_alert_deliveries where alert_id = '${alertId}' order by channel desc`,
  );
const subscriptionsOf = async (who: "familia" | "familia2") =>
  (await query<{ endpoint: string }>(`select endpoint from push_subscriptions where family_user_id = '${t.ids.users[who]}'`)).map(
    (r) => r.endpoint,
  );

/** Carmen presses help (past the 10 s lock of her previous press) and every notice has gone out. */
async function carmenPressesHelp(): Promise<string> {
  t.clock.advance(11_000);
  const carmen = await t.sessionAs("carmen");
  const res = await carmen.post("/api/help/alert", { userId: t.ids.users.carmen });
  expect(res.status).toBe(201);
  await notifier.settled();
  return res.body.id;
}

describe("a relative's notices on their phone", () => {
  it("subscribes and unsubscribes this device, refusing bad subscriptions in Spanish", async () => {
    const javier = await t.loginAs("familia");
    const status = await javier.get("/api/family/push");
    expect(status.body).toEqual({ publicKey: vapid.publicKey, hasConsentingPerson: true, deviceCount: 0 });
    const good = pushService.subscribe();
    const unchanged = () => subscriptionsOf("familia");
    for (const [body, message] of [
      [{ ...good, endpoint: good.endpoint.replace("https:", "http:") }, M.endpoint],
      [{ ...good, endpoint: "no es una dirección" }, M.endpoint],
      [{ ...good, endpoint: "https://intranet.ayuntamiento.local/push/1" }, M.endpointHost],
      [{ ...good, keys: { ...good.keys, p256dh: "abc" } }, M.keys],
      [{ ...good, keys: { ...good.keys, auth: `${good.keys.auth}==` } }, M.keys],
      [{ endpoint: good.endpoint }, M.keys],
    ] as const) {
      await expectRefusal(() => javier.put(URL_SUB, body), { status: 400, message, unchanged });
    }
    const pro = await t.sessionAs("profesional");
    await expectRefusal(() => pro.put(URL_SUB, good), { status: 403, unchanged });

    expect((await javier.put(URL_SUB, good)).body.deviceCount).toBe(1);
    expect((await javier.put(URL_SUB, good)).body.deviceCount).toBe(1); // one row per endpoint
    // Another relative cannot remove Javier's device by naming its endpoint.
    const elena = await t.loginAs("familia2");
    expect((await elena.delete(URL_SUB, { endpoint: good.endpoint })).body.deviceCount).toBe(0);
    expect(await subscriptionsOf("familia")).toEqual([good.endpoint]);
    expect((await javier.delete(URL_SUB, { endpoint: good.endpoint })).body.deviceCount).toBe(0);
  });

  it("a help request reaches the relative's phone, decrypted, with no health detail; others hear nothing", async () => {
    const javier = await t.sessionAs("familia");
    const phone = pushService.subscribe(201);
    await javier.put(URL_SUB, phone);
    const elenaPhone = pushService.subscribe(201);
    await (await t.sessionAs("familia2")).put(URL_SUB, elenaPhone);

    const alertId = await carmenPressesHelp();
    const pushes = pushService.received.filter((p) => p.path === new URL(phone.endpoint).pathname);
    expect(pushes).toHaveLength(1);
    expect(pushes[0].payload).toEqual({
      title: "Carmen ha pedido ayuda",
      body: expect.stringMatching(/^Ha pulsado el botón de ayuda a las \d\d:\d\d\. El personal del programa está avisado\.$/),
      url: "/dashboard",
      tag: `alerta-${alertId}`,
    });
    expect(pushes[0]).toMatchObject({ ttl: "3600", urgency: "high" });
    // Elena is Antonio's relative, not Carmen's.
    expect(pushService.received.some((p) => p.path === new URL(elenaPhone.endpoint).pathname)).toBe(false);
    expect(await deliveriesOf(alertId)).toEqual([
      { family_user_id: t.ids.users.familia, channel: "push", status: "sent", error: null },
    ]);
    expect(smtp.received.some((m) => m.subject.startsWith("Carmen"))).toBe(false);
    // The relative's export holds the device and the notice, never the browser's keys.
    const exported = (await (await t.sessionAs("profesional")).get(`/api/users/${t.ids.users.familia}/export`)).body;
    expect(exported.pushSubscriptions.map((s: { endpoint: string }) => s.endpoint)).toEqual([phone.endpoint]);
    expect(JSON.stringify(exported)).not.toContain(phone.keys.auth);
    expect(exported.familyAlertDeliveries).toEqual([expect.objectContaining({ alertId, channel: "push", status: "sent" })]);
  });

  it("falls back to e-mail when the push service fails; a 410 forgets the device", async () => {
    const [phone] = await subscriptionsOf("familia");
    pushService.setStatus(phone, 500);
    const failedId = await carmenPressesHelp();
    expect(await deliveriesOf(failedId)).toEqual([
      { family_user_id: t.ids.users.familia, channel: "push", status: "failed", error: "El servicio de avisos respondió 500" },
      { family_user_id: t.ids.users.familia, channel: "email", status: "sent", error: null },
    ]);
    const mail = smtp.received.filter((m) => m.to.includes("familia@acompana.demo")).at(-1)!;
    expect(mail.subject).toBe("Carmen ha pedido ayuda");
    expect(mail.text).toMatch(/Ha pulsado el botón de ayuda a las \d\d:\d\d/);
    expect(mail.text).not.toContain("Solicitud de ayuda");

    pushService.setStatus(phone, 410);
    const goneId = await carmenPressesHelp();
    expect((await deliveriesOf(goneId)).map((d) => [d.channel, d.status])).toEqual([
      ["push", "failed"],
      ["email", "sent"],
    ]);
    expect(await subscriptionsOf("familia")).toEqual([]);

    // No device left: straight to e-mail.
    const noDeviceId = await carmenPressesHelp();
    expect((await deliveriesOf(noDeviceId)).map((d) => [d.channel, d.status])).toEqual([["email", "sent"]]);
  });

  it("a critical urgency is told at once, or by the periodic sweep; nothing without consent or after the link ends", async () => {
    const phone = pushService.subscribe(201);
    await (await t.sessionAs("familia")).put(URL_SUB, phone);
    const toPhone = () => pushService.received.filter((p) => p.path === new URL(phone.endpoint).pathname);
    // The assistant reads a gas leak: a critical health alert, told from the chat route.
    const carmen = await t.sessionAs("carmen");
    const chat = await carmen.post("/api/chat/ai", { userId: t.ids.users.carmen, message: "huele mucho a gas en la cocina" });
    expect(chat.body.healthAlert).toMatchObject({ severity: "critical" });
    await notifier.settled();
    // An alert written without telling anyone (a crash, another writer) is told by the jobs' sweep.
    const [swept] = await query<{ id: string }>(`insert into alerts (municipality_id, user_id, type, severity, content, created_at)
      values ('${t.ids.municipalities.valleVerde}', '${t.ids.users.carmen}', 'health', 'critical',
        'Posible urgencia detectada en el asistente: dolor en el pecho', '${t.clock.now().toISOString()}') returning id`);
    expect(await notifier.sweep(t.db, t.clock.now)).toBe(1);
    expect(toPhone().map((p) => p.payload)).toEqual([
      expect.objectContaining({ title: "Aviso de salud de Carmen" }),
      expect.objectContaining({ title: "Aviso de salud de Carmen", tag: `alerta-${swept.id}` }),
    ]);
    expect(JSON.stringify(toPhone())).not.toMatch(/gas|pecho|urgencia detectada/i);
    expect(await notifier.sweep(t.db, t.clock.now)).toBe(0);

    // Antonio does not share with his family: Elena's phone (subscribed above) hears nothing of his request.
    const antonio = await t.sessionAs("antonio");
    const res = await antonio.post("/api/help/alert", { userId: t.ids.users.antonio });
    await notifier.settled();
    expect(await deliveriesOf(res.body.id)).toEqual([]);
    // Carmen stops sharing: her next request is told to nobody.
    await query(`update users set family_consent = false where id = '${t.ids.users.carmen}'`);
    const before = pushService.received.length;
    const alertId = await carmenPressesHelp();
    expect(await deliveriesOf(alertId)).toEqual([]);
    expect(pushService.received.length).toBe(before);
    expect((await (await t.sessionAs("familia")).get("/api/family/push")).body.hasConsentingPerson).toBe(false);
    // Sharing again, but Javier stops accompanying her: nothing either.
    await query(`update users set family_consent = true where id = '${t.ids.users.carmen}'`);
    expect((await (await t.sessionAs("familia")).delete(`/api/family/relatives/${t.ids.users.carmen}`)).status).toBe(200);
    expect(await deliveriesOf(await carmenPressesHelp())).toEqual([]);
    expect(pushService.received.length).toBe(before);
  });
});
