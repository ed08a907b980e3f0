import { describe, expect, it } from "vitest";
import type { AlertItem } from "@shared/api/professional";
import { WRITE_LIMITS } from "@shared/domain/write-limits";
import { runJobsOnce } from "../jobs/tasks";
import { type TestContext, useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// The assistant's question '¿Está bien?': asked when the detector is unsure, answered by the person alone with
// 'Sí, necesito ayuda' (a help request staff see at once) or 'Estoy bien'; unanswered for 10 minutes, a
// low-priority 'Comprobar' item for the municipality's staff.

const t = useTestContext();
const { query, n } = sqlReaders(t);
type Client = Awaited<ReturnType<TestContext["loginAs"]>>;

/** Danger the detector is not sure of (it asks rather than alerts). */
const UNSURE = "no sé qué me pasa, me siento muy débil";

async function ask(c: Client, message = UNSURE) {
  const res = await c.post("/api/chat/ai", { userId: t.ids.users.carmen, message, messageHistory: [] });
  expect(res.status).toBe(200);
  return res.body as { response: string; healthAlert: unknown; safetyCheck: { id: string; question: string; category: string } | null };
}
const answer = (c: Client, id: string, value: unknown, userId = t.ids.users.carmen) =>
  c.post(`/api/chat/safety-check/${id}/answer`, { userId, answer: value });
const staffAlerts = async (who: "profesional" | "profesionalMc" = "profesional") => {
  const pro = await t.loginAs(who);
  const res = await pro.get(`/api/professional/${t.ids.users[who]}/alerts`);
  expect(res.status).toBe(200);
  return (res.body as AlertItem[]).filter((a) => a.userId === t.ids.users.carmen);
};
const askedMinutesAgo = (id: string, seconds: number) =>
  query(`update safety_checks set created_at = '${t.clock.now().toISOString()}'::timestamptz - interval '${seconds} seconds' where id = '${id}'`);

describe("the assistant's question '¿Está bien?'", () => {
  it("an unsure message gets the question with its category, kept open (one per person) and raising nothing yet", async () => {
    const c = await t.loginAs("carmen");
    const alertsBefore = await t.count("alerts");
    const first = await ask(c);
    expect(first.healthAlert).toBeNull();
    expect(first.safetyCheck).toMatchObject({ id: expect.any(String), category: expect.any(String) });
    expect(first.safetyCheck!.question).toBe(first.response);
    expect(first.response).toMatch(/Carmen/);
    expect(await t.count("alerts")).toBe(alertsBefore);

    const open = await c.get(`/api/chat/safety-check/${t.ids.users.carmen}`);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ id: first.safetyCheck!.id, question: first.response });
    // A second unsure message while it waits: still the same question, the same 10 minutes.
    expect((await ask(c)).safetyCheck!.id).toBe(first.safetyCheck!.id);
    // A calm message asks nothing; a clear emergency alerts with its stable category.
    expect((await ask(c, "¿Qué día es hoy?")).safetyCheck).toBeNull();
    const gas = await ask(c, "huele mucho a gas en la cocina");
    expect(gas.healthAlert).toMatchObject({ category: "gas", severity: "critical" });
    expect(gas.safetyCheck).toBeNull();
    expect((await answer(c, first.safetyCheck!.id, "fine")).status).toBe(200);
  });

  it("'Sí, necesito ayuda' raises a help request the professional sees as urgent, once however often it is sent", async () => {
    const c = await t.loginAs("carmen");
    const { safetyCheck } = await ask(c);
    const res = await answer(c, safetyCheck!.id, "help");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: safetyCheck!.id, answer: "help", service: { isStaffed: expect.any(Boolean) } });
    const help = (await staffAlerts()).filter((a) => a.type === "help" && a.content.includes("Sí, necesito ayuda"));
    expect(help).toHaveLength(1);
    expect(help[0].isUrgent).toBe(true);
    // The person's home shows it like a press of 'Ayuda profesional'.
    expect((await c.get(`/api/help/latest/${t.ids.users.carmen}`)).body).toMatchObject({ id: help[0].id });

    const again = await answer(c, safetyCheck!.id, "help");
    expect(again.status).toBe(200);
    expect(again.body.answeredAt).toBe(res.body.answeredAt);
    // 'Estoy bien' after the help request leaves it standing.
    expect((await answer(c, safetyCheck!.id, "fine")).body.answer).toBe("help");
    expect((await staffAlerts()).filter((a) => a.content.includes("Sí, necesito ayuda"))).toHaveLength(1);
    expect((await c.get(`/api/chat/safety-check/${t.ids.users.carmen}`)).body).toBeNull();
  });

  it("'Sí' just after the help button joins that request; it spends the button's hourly budget", async () => {
    t.clock.advance(60_000);
    const c = await t.loginAs("carmen");
    const helpBefore = await n(`select count(*)::int as n from alerts where user_id = '${t.ids.users.carmen}' and type = 'help'`);
    const press = await c.post("/api/help/alert", { userId: t.ids.users.carmen });
    expect(press.status).toBe(201);
    const { safetyCheck } = await ask(c);
    t.clock.advance(5_000);
    expect((await answer(c, safetyCheck!.id, "help")).status).toBe(200);
    // One request, not two: the answer is linked to the button's.
    expect(await n(`select count(*)::int as n from alerts where user_id = '${t.ids.users.carmen}' and type = 'help'`)).toBe(helpBefore + 1);
    expect(await n(`select count(*)::int as n from safety_checks where id = '${safetyCheck!.id}' and help_alert_id = '${press.body.id}'`)).toBe(1);

    // Past the lock, with the hour's budget spent by presses, 'Sí' is refused in Spanish and writes nothing.
    t.clock.advance(11_000);
    // Earlier answers of this file count too: press until the button itself is refused.
    let presses = 1;
    while ((await c.post("/api/help/alert", { userId: t.ids.users.carmen })).status === 201) {
      presses++;
      t.clock.advance(11_000);
    }
    expect(presses).toBeLessThanOrEqual(WRITE_LIMITS["write-help"].max);
    const next = await ask(c);
    const alertsBefore = await t.count("alerts");
    const refused = await answer(c, next.safetyCheck!.id, "help");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(WRITE_LIMITS["write-help"].message);
    expect(await t.count("alerts")).toBe(alertsBefore);
    expect((await c.get(`/api/chat/safety-check/${t.ids.users.carmen}`)).body).toMatchObject({ id: next.safetyCheck!.id });
    // Later the budget is back (and the question is closed for the tests after this one).
    t.clock.advance(2 * 60 * 60_000);
    expect((await answer(await t.loginAs("carmen"), next.safetyCheck!.id, "fine")).status).toBe(200);
  }, 120_000);

  it("'Estoy bien' closes it without an alert; a later 'Sí, necesito ayuda' still raises one", async () => {
    const c = await t.loginAs("carmen");
    const { safetyCheck } = await ask(c);
    const alertsBefore = await t.count("alerts");
    const fine = await answer(c, safetyCheck!.id, "fine");
    expect(fine.body).toMatchObject({ answer: "fine", service: null });
    expect((await answer(c, safetyCheck!.id, "fine")).body).toEqual(fine.body);
    expect(await t.count("alerts")).toBe(alertsBefore);
    expect((await c.get(`/api/chat/safety-check/${t.ids.users.carmen}`)).body).toBeNull();

    expect((await answer(c, safetyCheck!.id, "help")).body.answer).toBe("help");
    expect(await t.count("alerts")).toBe(alertsBefore + 1);
  });

  it("unanswered for 10 minutes, it becomes one low-priority 'Comprobar' item for the municipality's staff", async () => {
    const c = await t.loginAs("carmen");
    const { safetyCheck } = await ask(c);
    const id = safetyCheck!.id;
    const checks = async (who?: "profesional" | "profesionalMc") => (await staffAlerts(who)).filter((a) => a.type === "check");

    await askedMinutesAgo(id, 9 * 60 + 59);
    await runJobsOnce(t.db, t.clock.now());
    expect(await checks()).toEqual([]);

    await askedMinutesAgo(id, 10 * 60);
    expect((await runJobsOnce(t.db, t.clock.now())).safetyChecks).toBe(1);
    const [item] = await checks();
    expect(item).toMatchObject({ severity: "low", isUrgent: false, escalatedAt: null, userName: "Carmen López" });
    expect(item.content).toMatch(/^No ha respondido en 10 minutos a la pregunta del asistente/);
    expect(await checks("profesionalMc")).toEqual([]);
    // Once only; the question stays on the person's screen meanwhile.
    await runJobsOnce(t.db, t.clock.now());
    expect(await checks()).toHaveLength(1);
    expect((await c.get(`/api/chat/safety-check/${t.ids.users.carmen}`)).body).toMatchObject({ id });

    // Not escalated later either, and the answer that comes after reaches the item.
    t.clock.advance(60 * 60_000);
    await runJobsOnce(t.db, t.clock.now());
    expect((await answer(await t.loginAs("carmen"), id, "fine")).status).toBe(200);
    const [after] = await checks();
    expect(after.escalatedAt).toBeNull();
    expect(after.content).toMatch(/Después respondió «Estoy bien»\.$/);

    // The person's copy of their data holds the question and its answer.
    const copy = await (await t.loginAs("profesional")).get(`/api/users/${t.ids.users.carmen}/export`);
    expect(copy.body.safetyChecks).toContainEqual(expect.objectContaining({ id, answer: "fine", staffAlertId: item.id }));
  });

  it("answers only the person: bad input is a Spanish 400 and other people get 404 or 403, changing nothing", async () => {
    const c = await t.loginAs("carmen");
    const { safetyCheck } = await ask(c);
    const id = safetyCheck!.id;
    const bad = await answer(c, id, "quizás");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Elija «Sí, necesito ayuda» o «Estoy bien»");
    expect((await answer(c, "no-es-un-id", "fine")).status).toBe(400);
    expect((await answer(c, "00000000-0000-4000-8000-000000000000", "fine")).status).toBe(404);

    const dolores = await t.loginAs("dolores");
    expect((await answer(dolores, id, "fine", t.ids.users.dolores)).status).toBe(404);
    expect((await answer(dolores, id, "fine")).status).toBe(404);
    expect((await dolores.get(`/api/chat/safety-check/${t.ids.users.carmen}`)).status).toBe(404);
    const family = await t.loginAs("familia");
    expect((await family.get(`/api/chat/safety-check/${t.ids.users.carmen}`)).status).toBe(403);
    expect((await answer(family, id, "help")).status).toBe(403);
    // Staff answer nothing for the person (the role is refused, as for the chat itself).
    const mc = await t.loginAs("profesionalMc");
    expect((await answer(mc, id, "help")).status).toBe(403);

    expect(await n(`select count(*)::int as n from safety_checks where id = '${id}' and answered_at is null`)).toBe(1);
    expect((await answer(c, id, "fine")).status).toBe(200);
  });
});
