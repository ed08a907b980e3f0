import { bannerOrder } from "@shared/domain/alert-clock";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// The staff console's answer to a call for help: 'La atiendo', the response deadlines, the person's card and
// filter, and the person's own 'Ha sido sin querer'.

const t = useTestContext();
const { query } = sqlReaders(t);
const MINUTE = 60_000;
const PRO = () => `/api/professional/${t.ids.users.profesional}`;

async function pressHelp() {
  // Past the 10 s lock of an earlier press in this file.
  t.clock.advance(MINUTE);
  const carmen = await t.sessionAs("carmen");
  const res = await carmen.post("/api/help/alert", { userId: t.ids.users.carmen });
  expect(res.status).toBe(201);
  return { carmen, alertId: res.body.id as string, body: res.body };
}

type Listed = { id: string; acknowledgedAt: string | null; acknowledgedByName: string | null; accidentalAt: string | null };
const listed = async (alertId: string) => {
  const res = await (await t.sessionAs("profesional")).get(`${PRO()}/alerts`);
  return (res.body as Listed[]).find((a) => a.id === alertId);
};

describe("'La atiendo'", () => {
  it("takes the request: staff see who and when, the person reads 'El personal la ha visto'", async () => {
    const { carmen, alertId } = await pressHelp();
    const pro = await t.sessionAs("profesional");
    const before = (await pro.get(`${PRO()}/alerts`)).body.find((a: Listed) => a.id === alertId);
    expect(before).toMatchObject({ isUrgent: true, acknowledgedAt: null, acknowledgedByName: null });
    // The deadlines follow the municipality's targets (defaults: 60 s and 15 min).
    const created = new Date(before.createdAt).getTime();
    expect(new Date(before.ackDueAt).getTime() - created).toBe(60_000);
    expect(new Date(before.attendDueAt).getTime() - created).toBe(15 * MINUTE);

    t.clock.advance(20_000);
    expect((await pro.post(`/api/alerts/${alertId}/acknowledge`)).status).toBe(204);
    const taken = await listed(alertId);
    expect(taken).toMatchObject({ acknowledgedByName: "Lucía Romero", acknowledgedAt: t.clock.now().toISOString() });
    const latest = await carmen.get(`/api/help/latest/${t.ids.users.carmen}`);
    expect(latest.body.progress).toEqual({ state: "seen", label: "El personal la ha visto" });

    // Taking it again keeps the first time; the targets of another municipality do not apply.
    t.clock.advance(MINUTE);
    await pro.post(`/api/alerts/${alertId}/acknowledge`);
    expect((await listed(alertId))?.acknowledgedAt).toBe(taken?.acknowledgedAt);
  });

  it("follows the municipality's own targets", async () => {
    await query(`update municipalities set ack_target_seconds = 30, attend_target_seconds = 600 where id = '${t.ids.municipalities.valleVerde}'`);
    const { alertId } = await pressHelp();
    const item = await (await t.sessionAs("profesional")).get(`${PRO()}/alerts`);
    const alert = item.body.find((a: { id: string }) => a.id === alertId);
    const created = new Date(alert.createdAt).getTime();
    expect(new Date(alert.ackDueAt).getTime() - created).toBe(30_000);
    expect(new Date(alert.attendDueAt).getTime() - created).toBe(600_000);
    await query(`update municipalities set ack_target_seconds = 60, attend_target_seconds = 900`);
    // Urgent ones lead, in the banner's order: nobody's yet first, then the oldest.
    const list = item.body as { id: string; isUrgent: boolean; createdAt: string; acknowledgedAt: string | null }[];
    const urgent = list.filter((a) => a.isUrgent);
    expect(list.slice(0, urgent.length)).toEqual(urgent);
    expect(urgent.map((a) => a.id)).toEqual(bannerOrder(urgent).map((a) => a.id));
    expect(urgent.some((a) => a.acknowledgedAt) && urgent.some((a) => !a.acknowledgedAt)).toBe(true);
  });

  it("is refused to another municipality (404), family (403) and the person (403), and changes nothing", async () => {
    const { carmen, alertId } = await pressHelp();
    expect((await (await t.sessionAs("profesionalMc")).post(`/api/alerts/${alertId}/acknowledge`)).status).toBe(404);
    expect((await (await t.sessionAs("familia")).post(`/api/alerts/${alertId}/acknowledge`)).status).toBe(403);
    expect((await carmen.post(`/api/alerts/${alertId}/acknowledge`)).status).toBe(403);
    expect((await (await t.sessionAs("profesional")).post(`/api/alerts/not-an-id/acknowledge`)).status).toBe(400);
    const [row] = await query(`select acknowledged_at, seen_at from alerts where id = '${alertId}'`);
    expect(row).toEqual({ acknowledged_at: null, seen_at: null });
  });
});

describe("the person's card and 'Con alertas'", () => {
  it("a person active minutes ago with an open help request is under 'Con alertas' until it is attended", async () => {
    const { alertId } = await pressHelp();
    const pro = await t.sessionAs("profesional");
    const inFilter = async () => {
      const res = await pro.get(`${PRO()}/users?status=alerts&search=Carmen&page=1&pageSize=20`);
      return (res.body.items as { id: string; openCareAlert: string | null }[]).find((u) => u.id === t.ids.users.carmen);
    };
    expect(await inFilter()).toMatchObject({ openCareAlert: "help" });
    await pro.patch(`/api/alerts/${alertId}/dismiss`, { outcome: "call" });
    // Earlier tests of this file left Carmen's other requests open; attended, she leaves the filter.
    expect(await inFilter()).toMatchObject({ openCareAlert: "help" });
    await query(`update alerts set dismissed_at = now() where user_id = '${t.ids.users.carmen}' and dismissed_at is null`);
    expect(await inFilter()).toBeUndefined();
  });

  it("an open missed-dose (health) alert reads as a health alert on the card", async () => {
    await query(`insert into alerts (municipality_id, user_id, type, severity, content)
      values ('${t.ids.municipalities.valleVerde}', '${t.ids.users.antonio}', 'health', 'high', 'Dos dosis sin confirmar')`);
    const res = await (await t.sessionAs("profesional")).get(`${PRO()}/users?status=alerts&search=Antonio&page=1&pageSize=20`);
    expect(res.body.items.find((u: { id: string }) => u.id === t.ids.users.antonio)).toMatchObject({ openCareAlert: "health" });
  });
});

describe("'Ha sido sin querer'", () => {
  it("marks the request for staff, who still see it open; a second press changes nothing", async () => {
    const { carmen, alertId, body } = await pressHelp();
    // In staffed hours (a Wednesday, 11:30 in Madrid) the person is told staff will call.
    expect(body.service).toMatchObject({ isStaffed: true });
    expect((await carmen.get(`/api/help/latest/${t.ids.users.carmen}`)).body).toMatchObject({
      canMarkAccidental: true,
      isAccidental: false,
    });
    t.clock.advance(30_000);
    expect((await carmen.post(`/api/help/${alertId}/accidental`)).status).toBe(204);
    const marked = await listed(alertId);
    expect(marked?.accidentalAt).toBe(t.clock.now().toISOString());
    t.clock.advance(10_000);
    expect((await carmen.post(`/api/help/${alertId}/accidental`)).status).toBe(204);
    expect((await listed(alertId))?.accidentalAt).toBe(marked?.accidentalAt);
    expect((await carmen.get(`/api/help/latest/${t.ids.users.carmen}`)).body).toMatchObject({
      canMarkAccidental: false,
      isAccidental: true,
      progress: { state: "sent" },
    });
  });

  it("after its first minutes it is refused in Spanish; nobody else may mark it", async () => {
    const { carmen, alertId } = await pressHelp();
    expect((await (await t.sessionAs("antonio")).post(`/api/help/${alertId}/accidental`)).status).toBe(404);
    expect((await (await t.sessionAs("profesional")).post(`/api/help/${alertId}/accidental`)).status).toBe(403);
    t.clock.advance(5 * MINUTE + 1000);
    const late = await carmen.post(`/api/help/${alertId}/accidental`);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/El personal le llamará/);
    const [row] = await query(`select accidental_at from alerts where id = '${alertId}'`);
    expect(row.accidental_at).toBeNull();
  });

  it("outside staffed hours the answer says so (a Saturday night)", async () => {
    t.clock.set(new Date("2026-11-21T22:00:00Z"));
    const { body } = await pressHelp();
    expect(body.service).toMatchObject({ isStaffed: false, hasOnCall: false });
  });
});
