import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

const t = useTestContext();
const { query } = sqlReaders(t);
const MINUTE = 60_000;

async function pressHelp() {
  // Past the 10 s lock of an earlier press in this file.
  t.clock.advance(MINUTE);
  const carmen = await t.sessionAs("carmen");
  const res = await carmen.post("/api/help/alert", { userId: t.ids.users.carmen });
  expect(res.status).toBe(201);
  return { carmen, alertId: res.body.id as string };
}

const latest = (c: Awaited<ReturnType<typeof t.sessionAs>>) => c.get(`/api/help/latest/${t.ids.users.carmen}`);

describe("help request lifecycle", () => {
  it("goes Enviada -> El personal la ha visto -> Atendida por Lucía Romero, with the outcome stored", async () => {
    const { carmen, alertId } = await pressHelp();
    expect((await latest(carmen)).body).toMatchObject({ id: alertId, progress: { state: "sent", label: "Enviada" } });

    const pro = await t.sessionAs("profesional");
    expect((await pro.post(`/api/alerts/${alertId}/seen`)).status).toBe(204);
    expect((await latest(carmen)).body.progress).toEqual({ state: "seen", label: "El personal la ha visto" });
    const [seen] = await query(`select seen_at, seen_by from alerts where id = '${alertId}'`);
    expect(seen.seen_by).toBe(t.ids.users.profesional);

    t.clock.advance(5 * MINUTE);
    const done = await pro.patch(`/api/alerts/${alertId}/dismiss`, { outcome: "call", note: "  Estaba bien  " });
    expect(done.status).toBe(204);
    expect((await latest(carmen)).body.progress).toEqual({ state: "attended", label: "Atendida por Lucía Romero" });
    const [row] = await query(`select outcome, outcome_note, seen_at, dismissed_at from alerts where id = '${alertId}'`);
    expect(row).toMatchObject({ outcome: "call", outcome_note: "Estaba bien" });
    // The first opening is kept when attending.
    expect(new Date(String(row.seen_at)).getTime()).toBeLessThan(new Date(String(row.dismissed_at)).getTime());

    const record = await pro.get(`/api/users/${t.ids.users.carmen}/record`);
    const inHistory = record.body.alerts.find((a: { id: string }) => a.id === alertId);
    expect(inHistory).toMatchObject({ outcome: "call", outcomeNote: "Estaba bien", dismissedBy: { name: "Lucía Romero" } });
  });

  it("the state on the home is gone a day after its last change", async () => {
    const { carmen, alertId } = await pressHelp();
    const pro = await t.sessionAs("profesional");
    await pro.patch(`/api/alerts/${alertId}/dismiss`, { outcome: "visit" });
    t.clock.advance(24 * 60 * MINUTE - 1);
    expect((await latest(carmen)).body.progress.state).toBe("attended");
    t.clock.advance(1);
    expect((await latest(carmen)).body).toBeNull();
  });

  it("refuses an unknown outcome or a long note in Spanish and changes nothing", async () => {
    const { alertId } = await pressHelp();
    const pro = await t.sessionAs("profesional");
    const bad = await pro.patch(`/api/alerts/${alertId}/dismiss`, { outcome: "nada" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/llamada realizada/);
    const long = await pro.patch(`/api/alerts/${alertId}/dismiss`, { outcome: "other", note: "x".repeat(501) });
    expect(long.status).toBe(400);
    const [row] = await query(`select dismissed_at, outcome from alerts where id = '${alertId}'`);
    expect(row).toEqual({ dismissed_at: null, outcome: null });
  });

  it("another municipality's professional gets 404 and marks nothing seen", async () => {
    const { alertId } = await pressHelp();
    const foreign = await t.sessionAs("profesionalMc");
    expect((await foreign.post(`/api/alerts/${alertId}/seen`)).status).toBe(404);
    expect((await foreign.patch(`/api/alerts/${alertId}/dismiss`, { outcome: "call" })).status).toBe(404);
    const [row] = await query(`select seen_at, dismissed_at from alerts where id = '${alertId}'`);
    expect(row).toEqual({ seen_at: null, dismissed_at: null });
  });
});

describe("family sees the person's alerts", () => {
  it("with consent: the open help alert and its state; attended ones stay a day", async () => {
    const { alertId } = await pressHelp();
    const family = await t.sessionAs("familia");
    const list = await family.get(`/api/family/alerts/${t.ids.users.carmen}`);
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: alertId, type: "help", progress: { label: "Enviada" } });
    const pro = await t.sessionAs("profesional");
    await pro.patch(`/api/alerts/${alertId}/dismiss`, { outcome: "call" });
    const after = await family.get(`/api/family/alerts/${t.ids.users.carmen}`);
    expect(after.body.find((a: { id: string }) => a.id === alertId).progress.label).toBe("Atendida por Lucía Romero");
  });

  it("without consent 403 'Información privada'; unlinked family 404", async () => {
    const noConsent = await t.sessionAs("familia2");
    const refused = await noConsent.get(`/api/family/alerts/${t.ids.users.antonio}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Información privada");
    expect((await noConsent.get(`/api/family/alerts/${t.ids.users.carmen}`)).status).toBe(404);
    const other = await t.sessionAs("dolores");
    expect((await other.get(`/api/help/latest/${t.ids.users.carmen}`)).status).toBe(404);
  });
});
