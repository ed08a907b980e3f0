import { describe, expect, it } from "vitest";
import { runJobsOnce } from "../jobs/tasks";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// The morning check-in: staff set the plan in the record, the person answers once a day, the person, their staff
// and consented family read today's status; unanswered and unused by 20:00, one inactivity alert.

const t = useTestContext();
const { query, n } = sqlReaders(t);
const carmen = () => t.ids.users.carmen;
const antonio = () => t.ids.users.antonio;
const planUrl = (id = carmen()) => `/api/users/${id}/check-in-plan`;
const todayUrl = (id = carmen()) => `/api/users/${id}/check-in/today`;
const answerUrl = (id = carmen()) => `/api/users/${id}/check-in`;
const callUrl = (id = carmen()) => `/api/users/${id}/check-in/call-request`;
// 18 November 2026, Madrid is UTC+1: 10:00 local = 09:00Z.
const at = (iso: string) => t.clock.set(new Date(iso));
const fresh = async () => {
  await query(`delete from check_ins`);
  await query(`delete from check_in_plans`);
  await query(`delete from alerts where type = 'inactivity'`);
};
const setPlan = async (body: object = { enabled: true, time: "10:00" }, id = carmen()) =>
  (await t.loginAs("profesional")).put(planUrl(id), body);
const plans = () => n(`select count(*)::int as n from check_in_plans`);
const audits = () => n(`select count(*)::int as n from audit_log where action = 'check-in-plan.update'`);

describe("staff set the check-in plan", () => {
  it("saves it with a 2-hour default grace, audited, and shows it in the record and the export", async () => {
    await fresh();
    const before = await audits();
    const res = await setPlan({ enabled: true, time: "09:30" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isEnabled: true, time: "09:30", graceMinutes: 120 });
    expect(await audits()).toBe(before + 1);
    const pro = await t.loginAs("profesional");
    const record = await pro.get(`/api/users/${carmen()}/record`);
    expect(record.body.checkIn).toMatchObject({ plan: { isEnabled: true, time: "09:30", graceMinutes: 120 } });
    const exported = await pro.get(`/api/users/${carmen()}/export`);
    expect(exported.body.checkInPlan).toEqual([expect.objectContaining({ time: "09:30", isEnabled: true })]);
    // Off again: kept as a row, no longer due.
    expect((await setPlan({ enabled: false, time: "09:30", graceMinutes: 60 })).body).toEqual({
      isEnabled: false,
      time: "09:30",
      graceMinutes: 60,
    });
  });

  it("refuses bad input with a Spanish 400 and changes nothing", async () => {
    await fresh();
    const bodies = [
      { enabled: true, time: "24:00" },
      { enabled: true, time: "9:00" },
      { enabled: true, time: "10:00", graceMinutes: 5 },
      { enabled: true, time: "10:00", graceMinutes: 30.5 },
      { enabled: true, time: "23:30", graceMinutes: 60 },
      { enabled: "sí", time: "10:00" },
      { enabled: true, time: "1".repeat(50_000) },
      {},
    ];
    const before = await audits();
    for (const body of bodies) {
      const res = await setPlan(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toMatch(/[áéíóúñ]|hora|margen|saludo|Indique/i);
    }
    expect(await plans()).toBe(0);
    expect(await audits()).toBe(before);
  });

  it("is for staff of the person's municipality only: others 403 or 404, nothing changed", async () => {
    await fresh();
    const body = { enabled: true, time: "10:00" };
    expect((await (await t.loginAs("carmen")).put(planUrl(), body)).status).toBe(403);
    expect((await (await t.loginAs("familia")).put(planUrl(), body)).status).toBe(403);
    expect((await (await t.loginAs("profesionalMc")).put(planUrl(), body)).status).toBe(404);
    // A family member's id is not an older person's: not found.
    expect((await setPlan(body, t.ids.users.familia)).status).toBe(404);
    expect(await plans()).toBe(0);
  });
});

describe("today's check-in", () => {
  it("is not due before its time, pending, then answered once a day (a repeat returns the first answer)", async () => {
    await fresh();
    at("2026-11-18T08:00:00Z");
    await setPlan();
    const c = await t.loginAs("carmen");
    expect((await c.get(todayUrl())).body).toMatchObject({ status: "not-due", localDate: "2026-11-18" });
    at("2026-11-18T08:42:00Z");
    expect((await c.get(todayUrl())).body.status).toBe("not-due");
    at("2026-11-18T09:00:00Z");
    expect((await c.get(todayUrl())).body).toMatchObject({
      status: "pending",
      plan: { isEnabled: true, time: "10:00", graceMinutes: 120 },
    });
    at("2026-11-18T09:10:00Z");
    const first = await c.post(answerUrl(), { answer: "mal" });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ localDate: "2026-11-18", answer: "mal", answeredAt: "2026-11-18T09:10:00.000Z", wantsCall: null });
    const again = await c.post(answerUrl(), { answer: "bien" });
    expect(again.status).toBe(200);
    expect(again.body.answer).toBe("mal");
    expect((await c.post(callUrl(), { wantsCall: true })).body.wantsCall).toBe(true);
    expect((await c.get(todayUrl())).body).toMatchObject({ status: "answered", answer: "mal", wantsCall: true });
    expect(await n(`select count(*)::int as n from check_ins`)).toBe(1);
    // The next local day starts afresh.
    at("2026-11-18T23:00:00Z");
    expect((await c.get(todayUrl())).body).toMatchObject({ status: "not-due", localDate: "2026-11-19" });
  });

  it("takes an answer queued offline for the day it was pressed, never one older than yesterday", async () => {
    await fresh();
    await setPlan();
    at("2026-11-19T08:00:00Z");
    const c = await t.loginAs("carmen");
    const late = await c.post(answerUrl(), { answer: "regular", answeredAt: "2026-11-18T09:30:00Z" });
    expect(late.status).toBe(201);
    expect(late.body.localDate).toBe("2026-11-18");
    const old = await c.post(answerUrl(), { answer: "bien", answeredAt: "2026-11-16T09:30:00Z" });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe("Esta respuesta es de otro día y ya no se puede guardar");
  });

  it("refuses unknown answers and a call request without 'Mal', in Spanish, changing nothing", async () => {
    await fresh();
    await setPlan();
    at("2026-11-18T09:05:00Z");
    const c = await t.loginAs("carmen");
    for (const body of [{ answer: "fatal" }, { answer: "" }, {}, { answer: "bien", answeredAt: "ayer" }, { answer: "x".repeat(60_000) }]) {
      const res = await c.post(answerUrl(), body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Elija|hora|no es válida|Bien/);
    }
    expect((await c.post(callUrl(), { wantsCall: true })).status).toBe(404);
    await c.post(answerUrl(), { answer: "bien" });
    const notMal = await c.post(callUrl(), { wantsCall: true });
    expect(notMal.status).toBe(409);
    expect(notMal.body.message).toBe("Solo se pregunta por la llamada después de responder «Mal»");
    expect((await c.post(callUrl(), { wantsCall: "sí" })).status).toBe(400);
    expect(await n(`select count(*)::int as n from check_ins where wants_call is not null`)).toBe(0);
  });

  it("is read by the person, their staff and consented family; others 404, family without consent 403", async () => {
    await fresh();
    await setPlan();
    await setPlan({ enabled: true, time: "10:00" }, antonio());
    at("2026-11-18T09:00:00Z");
    expect((await (await t.loginAs("familia")).get(todayUrl())).status).toBe(200);
    expect((await (await t.loginAs("profesional")).get(todayUrl())).status).toBe(200);
    const noConsent = await (await t.loginAs("familia2")).get(todayUrl(antonio()));
    expect(noConsent.status).toBe(403);
    expect(noConsent.body.message).toBe("Información privada");
    expect((await (await t.loginAs("familia2")).get(todayUrl())).status).toBe(404);
    expect((await (await t.loginAs("profesionalMc")).get(todayUrl())).status).toBe(404);
    expect((await (await t.loginAs("dolores")).get(todayUrl())).status).toBe(404);
  });

  it("is answered by the person only", async () => {
    await fresh();
    await setPlan();
    at("2026-11-18T09:05:00Z");
    expect((await (await t.loginAs("familia")).post(answerUrl(), { answer: "bien" })).status).toBe(403);
    expect((await (await t.loginAs("profesional")).post(answerUrl(), { answer: "bien" })).status).toBe(403);
    expect((await (await t.loginAs("dolores")).post(answerUrl(), { answer: "bien" })).status).toBe(404);
    expect((await (await t.loginAs("profesionalMc")).post(answerUrl(), { answer: "bien" })).status).toBe(403);
    expect(await n(`select count(*)::int as n from check_ins`)).toBe(0);
  });
});

describe("a missed check-in", () => {
  const missAll = () => query(`update users set last_activity = '2026-11-18T07:00:00Z' where id = '${carmen()}'`);
  const checkInAlerts = () =>
    n(`select count(*)::int as n from alerts where user_id = '${carmen()}' and content like 'Saludo diario sin respuesta%'`);

  it("reads 'missed' after the grace with no use, and raises one alert at 20:00", async () => {
    await fresh();
    await setPlan();
    await missAll();
    at("2026-11-18T11:00:00Z");
    const pro = await t.loginAs("profesional");
    await missAll(); // the staff's login is not the person's use
    expect((await pro.get(todayUrl())).body.status).toBe("missed");
    at("2026-11-18T18:59:00Z");
    await runJobsOnce(t.db, t.clock.now());
    expect(await checkInAlerts()).toBe(0);
    at("2026-11-18T19:00:00Z");
    expect((await runJobsOnce(t.db, t.clock.now())).missedCheckIns).toBe(1);
    at("2026-11-18T21:00:00Z");
    expect((await runJobsOnce(t.db, t.clock.now())).missedCheckIns).toBe(0);
    expect(await checkInAlerts()).toBe(1);
    const [alert] = await query(`select type, severity, content from alerts where user_id = '${carmen()}' and type = 'inactivity'`);
    expect(alert).toMatchObject({ type: "inactivity", content: "Saludo diario sin respuesta (10:00) y sin uso de la aplicación desde entonces" });
  });

  it("raises nothing when the tablet was used after the greeting, or it was answered", async () => {
    await fresh();
    await setPlan();
    await query(`update users set last_activity = '2026-11-18T12:00:00Z' where id = '${carmen()}'`);
    at("2026-11-18T19:30:00Z");
    expect((await runJobsOnce(t.db, t.clock.now())).missedCheckIns).toBe(0);
    await missAll();
    await query(`insert into check_ins (municipality_id, user_id, local_date, answer, answered_at)
      select municipality_id, id, '2026-11-18', 'bien', '2026-11-18T09:05:00Z' from users where id = '${carmen()}'`);
    expect((await runJobsOnce(t.db, t.clock.now())).missedCheckIns).toBe(0);
    expect(await checkInAlerts()).toBe(0);
  });
});
