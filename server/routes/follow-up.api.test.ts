import { describe, expect, it } from "vitest";
import { STAFF_EDIT_OUTSIDERS } from "../test/outsiders";
import { type TestContext, useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// The follow-up agenda: a plan per person, the call log ('no contesta' twice in a row -> a 'Comprobar' alert),
// 'Llamadas de hoy' and the family's line about the last contact. Staff of the person's municipality only.

const t = useTestContext();
const { query, n } = sqlReaders(t);
type Client = Awaited<ReturnType<TestContext["loginAs"]>>;

const planUrl = (id: string) => `/api/users/${id}/follow-up-plan`;
const callsUrl = (id: string) => `/api/users/${id}/follow-up-calls`;
const TODAY = "/api/professional/follow-up/today";
const agendaOf = async (pro: Client) =>
  (await pro.get(TODAY)).body as { date: string; items: { userId: string; reason: string; label: string; phone: string | null; otherLabels: string[] }[] };
const callCount = (id: string) => n(`select count(*)::int as n from follow_up_calls where user_id = '${id}'`);
const planCount = (id: string) => n(`select count(*)::int as n from follow_up_plans where user_id = '${id}'`);

describe("follow-up plan", () => {
  it("is set and read by staff, with the next due date following the last contact that counts", async () => {
    const dolores = t.ids.users.dolores;
    const pro = await t.loginAs("profesional");
    expect((await pro.get(planUrl(dolores))).body).toEqual({ plan: null });
    const put = await pro.put(planUrl(dolores), { frequency: "weekly", preferredTime: "10:30", channel: "call" });
    expect(put.status).toBe(200);
    expect(put.body.plan).toEqual({
      frequency: "weekly",
      preferredTime: "10:30",
      channel: "call",
      nextDueDate: "2026-11-18",
      isOverdue: false,
    });
    // A call that did not reach her does not move the plan; one that did, moves it a week.
    const missed = await pro.post(callsUrl(dolores), { channel: "call", outcome: "deja_recado" });
    expect(missed.status).toBe(201);
    expect(missed.body.plan.nextDueDate).toBe("2026-11-18");
    t.clock.advance(60_000);
    const done = await pro.post(callsUrl(dolores), { channel: "call", outcome: "hablamos", personState: "bien", note: "Contenta" });
    expect(done.body.plan.nextDueDate).toBe("2026-11-25");
    expect(done.body.call).toMatchObject({ outcome: "hablamos", personState: "bien", note: "Contenta", staffName: "Lucía Romero" });
    const history = (await pro.get(callsUrl(dolores))).body as { outcome: string }[];
    expect(history.map((c) => c.outcome)).toEqual(["hablamos", "deja_recado"]);
    expect(await n(`select count(*)::int as n from audit_log where action = 'follow-up.plan' and subject_user_id = '${dolores}'`)).toBe(1);
  });

  it.each([
    [{ frequency: "hourly" }, "Elija cada cuánto se llama o visita a la persona"],
    [{ frequency: "weekly", preferredTime: "24:00" }, "La hora debe tener el formato HH:MM"],
    [{ frequency: "weekly", channel: "email" }, "Elija si es una llamada o una visita"],
    [{ frequency: "weekly", extra: 1 }, null],
  ])("refuses a bad plan %j with a Spanish 400 and changes nothing", async (body, message) => {
    const pro = await t.loginAs("profesional");
    const before = await query(`select * from follow_up_plans where user_id = '${t.ids.users.antonio}'`);
    const res = await pro.put(planUrl(t.ids.users.antonio), body);
    expect(res.status).toBe(400);
    if (message) expect(JSON.stringify(res.body)).toContain(message);
    expect(await query(`select * from follow_up_plans where user_id = '${t.ids.users.antonio}'`)).toEqual(before);
  });

  it.each([
    [{ channel: "call", outcome: "colgó" }, "Elija cómo fue el contacto"],
    [{ channel: "call", outcome: "hablamos", note: "x".repeat(1001) }, "La nota no puede superar 1000 caracteres"],
    [{ channel: "call", outcome: "hablamos", personState: "fatal" }, "Elija cómo está la persona"],
    [{ channel: "call", outcome: "hablamos", reason: "capricho" }, "Motivo de la llamada no válido"],
  ])("refuses a bad call %j with a Spanish 400 and logs nothing", async (body, message) => {
    const pro = await t.loginAs("profesional");
    const before = await callCount(t.ids.users.antonio);
    const res = await pro.post(callsUrl(t.ids.users.antonio), body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await callCount(t.ids.users.antonio)).toBe(before);
  });

  it.each(STAFF_EDIT_OUTSIDERS)("%s on %s's plan and calls: %i, nothing changed", async (actor, target, status) => {
    const c = await t.loginAs(actor);
    const id = t.ids.users[target];
    const [plans, calls] = [await planCount(id), await callCount(id)];
    expect((await c.put(planUrl(id), { frequency: "daily" })).status).toBe(status);
    expect((await c.post(callsUrl(id), { channel: "call", outcome: "hablamos" })).status).toBe(status);
    expect((await c.get(planUrl(id))).status).toBe(status);
    expect((await c.get(callsUrl(id))).status).toBe(status);
    expect([await planCount(id), await callCount(id)]).toEqual([plans, calls]);
  });

  it("'Llamadas de hoy' is for staff only", async () => {
    for (const who of ["carmen", "familia"] as const) expect((await (await t.loginAs(who)).get(TODAY)).status).toBe(403);
  });
});

describe("'no contesta' twice in a row", () => {
  it("raises one medium 'Comprobar' alert per streak", async () => {
    const dolores = t.ids.users.dolores;
    const pro = await t.loginAs("profesional");
    const alertsOf = () => n(`select count(*)::int as n from alerts where user_id = '${dolores}' and type = 'check' and severity = 'medium'`);
    const before = await alertsOf();
    const log = async (outcome: string) => {
      t.clock.advance(60_000);
      return (await pro.post(callsUrl(dolores), { channel: "call", outcome })).body.isAlertRaised as boolean;
    };
    expect(await log("no_contesta")).toBe(false);
    expect(await log("no_contesta")).toBe(true);
    expect(await log("no_contesta")).toBe(false);
    expect(await log("hablamos")).toBe(false);
    expect(await log("no_contesta")).toBe(false);
    expect(await log("no_contesta")).toBe(true);
    expect((await alertsOf()) - before).toBe(2);
    const [alert] = await query<{ content: string }>(`select content from alerts where user_id = '${dolores}' and type = 'check' order by created_at desc limit 1`);
    expect(alert.content).toBe("No contesta a las llamadas del programa (dos veces seguidas)");
  });
});

describe("'Llamadas de hoy'", () => {
  const AFTERNOON = new Date("2026-11-18T16:00:00Z");
  const answered = "2026-11-18T15:00:00Z";
  const personNamed = async (firstName: string) =>
    (await query<{ id: string; phone: string | null }>(`select id, phone from users where first_name = '${firstName}' and role = 'elderly'
        and municipality_id = '${t.ids.municipalities.valleVerde}' limit 1`))[0];

  it("puts a call request first, overdue plans before other signs, and drops an item once a call is logged", async () => {
    t.clock.set(AFTERNOON);
    const vv = t.ids.municipalities.valleVerde;
    const { carmen, antonio, dolores } = t.ids.users;
    const rosario = await personNamed("Rosario");
    const angel = await personNamed("Ángel");
    const mercedes = await personNamed("Mercedes");
    // His greeting at 16:30 local (15:30 UTC), 15 minutes of grace, and no use of the tablet since.
    await query(`insert into check_in_plans (user_id, is_enabled, time, grace_minutes) values ('${angel.id}', true, '16:30', 15)`);
    await query(`insert into check_ins (municipality_id, user_id, local_date, answer, wants_call, answered_at) values
      ('${vv}', '${dolores}', '2026-11-18', 'mal', true, '${answered}'),
      ('${vv}', '${carmen}', '2026-11-18', 'regular', null, '${answered}')`);
    await query(`insert into safety_checks (municipality_id, user_id, category, question, created_at)
      values ('${vv}', '${mercedes.id}', 'fall', '¿Está bien?', '${answered}')`);
    await query(`insert into follow_up_plans (user_id, frequency, channel, updated_at)
      values ('${rosario.id}', 'weekly', 'visit', '2026-11-10T09:00:00Z')`);

    const pro = await t.loginAs("profesional");
    const agenda = await agendaOf(pro);
    expect(agenda.date).toBe("2026-11-18");
    const at = (id: string) => agenda.items.findIndex((i) => i.userId === id);
    const item = (id: string) => agenda.items[at(id)];
    expect(agenda.items[0]).toMatchObject({ userId: dolores, reason: "call_request", label: "Pide que le llamen ('Mal')" });
    expect(agenda.items[1]).toMatchObject({ userId: angel.id, reason: "check_in_missed", label: "Saludo sin respuesta" });
    expect(item(rosario.id)).toMatchObject({ reason: "plan_overdue", label: "Llamada atrasada", channel: "visit", phone: rosario.phone });
    // Her unconfirmed doses stay on the same row.
    expect(item(rosario.id).otherLabels).toContain("Medicación sin confirmar dos días seguidos");
    expect(item(mercedes.id)).toMatchObject({ reason: "assistant_unanswered", label: "No respondió al asistente" });
    // The demo's Antonio: called twice a week, reached five days ago.
    expect(item(antonio)).toMatchObject({ reason: "plan_overdue" });
    expect(item(carmen)).toMatchObject({ reason: "check_in_regular", label: "Hoy se encuentra regular" });
    const firstDose = agenda.items.findIndex((i) => i.reason === "doses_unconfirmed");
    expect(at(rosario.id)).toBeLessThan(at(mercedes.id));
    expect(at(antonio)).toBeLessThan(at(mercedes.id));
    expect(at(mercedes.id)).toBeLessThan(firstDose);
    expect(firstDose).toBeLessThan(at(carmen));

    t.clock.advance(60_000);
    expect((await pro.post(callsUrl(dolores), { channel: "call", outcome: "hablamos", reason: "call_request" })).status).toBe(201);
    expect((await agendaOf(pro)).items.some((i) => i.userId === dolores)).toBe(false);
    // 'No contesta' takes the plan's item off today's list; the plan is still due, so tomorrow it is overdue.
    await pro.post(callsUrl(rosario.id), { channel: "visit", outcome: "no_contesta" });
    expect((await agendaOf(pro)).items.some((i) => i.userId === rosario.id)).toBe(false);
    t.clock.set(new Date("2026-11-19T08:00:00Z"));
    expect((await agendaOf(await t.loginAs("profesional"))).items.find((i) => i.userId === rosario.id)?.reason).toBe("plan_overdue");

    // Another municipality's staff see none of it.
    const mc = await agendaOf(await t.loginAs("profesionalMc"));
    expect(mc.items.some((i) => [dolores, carmen, antonio, rosario.id, mercedes.id].includes(i.userId))).toBe(false);
  });

  it("tells consented family the last contact without its note; without consent 'Información privada'", async () => {
    const { carmen, antonio } = t.ids.users;
    const pro = await t.loginAs("profesional");
    await pro.post(callsUrl(carmen), { channel: "call", outcome: "hablamos", personState: "bien", note: "Nota privada" });
    const res = await (await t.loginAs("familia")).get(`/api/family/follow-up/${carmen}/last-contact`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.contact).sort()).toEqual(["channel", "createdAt", "outcome", "personState"]);
    expect(JSON.stringify(res.body)).not.toContain("Nota privada");
    expect(res.body.contact).toMatchObject({ outcome: "hablamos", personState: "bien" });
    const refused = await (await t.loginAs("familia2")).get(`/api/family/follow-up/${antonio}/last-contact`);
    expect(refused.status).toBe(403);
  });

  it("includes the plan and the calls in the person's export", async () => {
    const pro = await t.loginAs("profesional");
    const res = await pro.get(`/api/users/${t.ids.users.carmen}/export`);
    expect(res.body.followUpPlan).toHaveLength(1);
    expect(res.body.followUpCalls.length).toBeGreaterThan(0);
  });
});

describe("follow-up metrics", () => {
  it("counts calls done vs due and missed check-ins followed up within 2 hours", async () => {
    t.clock.set(new Date("2026-11-20T18:00:00Z"));
    const carmen = t.ids.users.carmen;
    const vv = t.ids.municipalities.valleVerde;
    // Carmen (consenting): greeting at 10:00 local with 60 minutes of grace from the 18th; answered on the 18th,
    // missed on the 19th (followed by a call at 12:30 local, within 2 h of 11:00) and on the 20th (no call).
    await query(`insert into check_in_plans (user_id, is_enabled, time, grace_minutes, updated_at)
      values ('${carmen}', true, '10:00', 60, '2026-11-18T08:00:00Z')`);
    await query(`insert into check_ins (municipality_id, user_id, local_date, answer, answered_at)
      values ('${vv}', '${carmen}', '2026-11-18', 'bien', '2026-11-18T09:05:00Z') on conflict do nothing`);
    await query(`insert into follow_up_calls (municipality_id, user_id, channel, outcome, created_at)
      values ('${vv}', '${carmen}', 'call', 'no_contesta', '2026-11-19T11:30:00Z')`);
    // Her weekly call due on the 18th (the demo's plan) is made on the 19th; Antonio's, due on the 16th, is not.
    t.clock.set(new Date("2026-11-19T15:00:00Z"));
    const pro = await t.loginAs("profesional");
    await pro.post(callsUrl(carmen), { channel: "call", outcome: "hablamos" });
    t.clock.set(new Date("2026-11-20T18:00:00Z"));
    const staff = await t.loginAs("profesional");
    const res = await staff.get(`/api/metrics/follow-up/aggregated?days=7`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      days: 7,
      period: { from: "2026-11-14", to: "2026-11-20" },
      callsDue: 2,
      callsDone: 1,
      callsDoneRate: 0.5,
      checkInsAnswered: 1,
      checkInsMissed: 2,
      missedFollowedUp: 1,
      missedFollowedUpRate: 0.5,
    });
    expect((await staff.get(`/api/metrics/follow-up/aggregated?days=8`)).status).toBe(400);
    expect((await (await t.loginAs("familia")).get(`/api/metrics/follow-up/aggregated?days=7`)).status).toBe(403);
  });
});
