import { describe, expect, it } from "vitest";
import { PROGRAM_ACTIVITY_DATE_FOR_ONCE, PROGRAM_ACTIVITY_TIME_REQUIRED } from "@shared/api/messages";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// The supervision dashboard's routes: who may call them, bad input (400, Spanish, nothing written), and
// the rules of docs/behaviour/10-domain-rules.md#programme-activities at their edges (programme-activity recurrences,
// the appointment week).

const t = useTestContext();

const { query, n } = sqlReaders(t);
const base = () => `/api/professional/${t.ids.users.profesional}`;
const VV = () => t.ids.municipalities.valleVerde;
const MC = () => t.ids.municipalities.monteClaro;
const MISSING = "00000000-0000-4000-8000-0000000000ff";

const READS = [
  "summary",
  "users",
  "users?page=1",
  "alerts",
  "appointments",
  "program-activities",
  "approvals",
  "pins",
  "username-suggestion?firstName=Rosa",
];
const activity = (extra: object = {}) => ({
  title: "Taller de risa",
  description: "Una hora de risoterapia",
  scheduledDate: "2026-11-20",
  scheduledTime: "10:30",
  ...extra,
});
/** What any refused call must leave untouched. */
const state = async () => ({
  activities: await t.count("program_activities"),
  reminders: await t.count("reminders"),
  pending: await n(`select count(*)::int as n from alerts where dismissed_at is null`),
  audit: await t.count("audit_log"),
});
const pendingAlertOf = async (municipalityId: string) => {
  const [row] = await query(`insert into alerts (municipality_id, type, severity, content)
    values ('${municipalityId}', 'security', 'high', 'Prueba de acceso') returning id`);
  return String(row.id);
};

describe("access", () => {
  it("another professional's id in the path is 403 on every read", async () => {
    const mc = await t.loginAs("profesionalMc");
    for (const path of READS) expect((await mc.get(`${base()}/${path}`)).status, path).toBe(403);
  });

  it.each(["carmen", "familia"] as const)("%s gets 403 everywhere and changes nothing", async (who) => {
    const c = await t.loginAs(who);
    const alert = await pendingAlertOf(VV());
    const [existing] = await query(`select id from program_activities where municipality_id = '${VV()}' limit 1`);
    const before = await state();
    for (const path of READS) expect((await c.get(`${base()}/${path}`)).status, path).toBe(403);
    expect((await c.post("/api/professional/program-activities", activity())).status).toBe(403);
    expect((await c.delete(`/api/professional/program-activities/${existing.id}`)).status).toBe(403);
    expect((await c.patch(`/api/alerts/${alert}/dismiss`)).status).toBe(403);
    expect(await state()).toEqual(before);
  });

  it("another municipality's alert or activity is 404, exactly like a missing one, and stays", async () => {
    const c = await t.loginAs("profesional");
    const alert = await pendingAlertOf(MC());
    const [mcActivity] = await query(`insert into program_activities (municipality_id, title, description, activity_type)
      values ('${MC()}', 'Yoga', 'Suave', 'physical_activity') returning id`);
    const before = await state();
    expect((await c.patch(`/api/alerts/${alert}/dismiss`)).status).toBe(404);
    expect((await c.patch(`/api/alerts/${MISSING}/dismiss`)).status).toBe(404);
    expect((await c.delete(`/api/professional/program-activities/${mcActivity.id}`)).status).toBe(404);
    expect((await c.delete(`/api/professional/program-activities/${MISSING}`)).status).toBe(404);
    expect(await state()).toEqual(before);
    // Lucía's lists never show Monte Claro's.
    const alerts = (await c.get(`${base()}/alerts`)).body as { id: string }[];
    expect(alerts.map((a) => a.id)).not.toContain(alert);
    const activities = (await c.get(`${base()}/program-activities`)).body as { id: string }[];
    expect(activities.map((a) => a.id)).not.toContain(mcActivity.id);
  });
});

describe("bad input", () => {
  it("malformed ids in the path are 400 with a Spanish message", async () => {
    const c = await t.loginAs("profesional");
    const before = await state();
    for (const res of [
      await c.get("/api/professional/abc/summary"),
      await c.patch("/api/alerts/abc/dismiss"),
      await c.delete("/api/professional/program-activities/abc"),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Identificador no válido");
    }
    expect(await state()).toEqual(before);
  });

  it.each([
    ["page=0", "Página no válida"],
    ["page=abc", "Página no válida"],
    ["pageSize=0", "Tamaño de página no válido"],
    ["pageSize=101", "Tamaño de página no válido"],
    ["status=perdidos", "Filtro de estado no válido"],
    [`search=${"a".repeat(101)}`, "La búsqueda es demasiado larga"],
  ])("the user list refuses %s", async (params, message) => {
    const c = await t.loginAs("profesional");
    const res = await c.get(`${base()}/users?${params}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ["an unknown type", { activityType: "baile" }, "Tipo de actividad no válido"],
    ["an unknown difficulty", { difficulty: "extrema" }, "Dificultad no válida"],
    ["an unknown recurrence", { recurrence: "yearly" }, "Repetición no válida"],
    ["an impossible date", { scheduledDate: "2026-02-30" }, "La fecha no es válida"],
    ["a time of 25:00", { scheduledTime: "25:00" }, "La hora debe tener el formato HH:MM"],
    ["a title of 121 characters", { title: "t".repeat(121) }, "El título no puede superar 120 caracteres"],
  ])("a programme activity with %s is 400 and writes nothing", async (_label, change, message) => {
    const c = await t.loginAs("profesional");
    await expectRefusal(() => c.post("/api/professional/program-activities", activity(change)), {
      status: 400,
      message,
      unchanged: state,
    });
  });
});

describe("programme activities need their day and hour", () => {
  it.each([
    ["a one-off without a date", { recurrence: "once", scheduledDate: "" }, PROGRAM_ACTIVITY_DATE_FOR_ONCE],
    ["a one-off without a time", { recurrence: "once", scheduledTime: "" }, PROGRAM_ACTIVITY_TIME_REQUIRED],
    ["a daily one without a time", { recurrence: "daily", scheduledTime: "" }, PROGRAM_ACTIVITY_TIME_REQUIRED],
    ["nothing at all", { scheduledDate: undefined, scheduledTime: undefined }, PROGRAM_ACTIVITY_DATE_FOR_ONCE],
  ])("refuses %s in Spanish and writes nothing", async (_name, change, message) => {
    const c = await t.loginAs("profesional");
    await expectRefusal(() => c.post("/api/professional/program-activities", activity(change)), {
      status: 400,
      message,
      unchanged: state,
    });
  });
});

describe("programme activities by recurrence", () => {
  const activeElderly = (municipalityId: string) =>
    n(`select count(*)::int as n from users where municipality_id = '${municipalityId}'
         and role = 'elderly' and status = 'active'`);
  const remindersOf = (id: string) =>
    query(`select distinct recurrence, reminder_date, reminder_time, municipality_id from reminders
           where program_activity_id = '${id}'`);

  it("a daily one becomes a daily reminder of every older person of the municipality, and no one else's", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.post(
      "/api/professional/program-activities",
      activity({ recurrence: "daily", scheduledTime: "18:00" }),
    );
    expect(res.status).toBe(201);
    expect(res.body.assignedUsers).toBe(await activeElderly(VV()));
    expect(await remindersOf(res.body.id)).toEqual([
      { recurrence: "daily", reminder_date: null, reminder_time: "18:00", municipality_id: VV() },
    ]);
    const carmen = await t.loginAs("carmen");
    const upcoming = (await carmen.get(`/api/reminders/${t.ids.users.carmen}/upcoming?days=7`)).body;
    expect(upcoming.find((r: { programActivityId: string }) => r.programActivityId === res.body.id)).toMatchObject({
      type: "activity",
      recurrence: "daily",
      reminderDate: null,
    });
    const ruiz = await t.loginAs("carmenRuiz");
    const theirs = (await ruiz.get(`/api/reminders/${t.ids.users.carmenRuiz}`)).body as { title: string }[];
    expect(theirs.map((r) => r.title)).not.toContain("Taller de risa");
  });

  it("a weekly one without a date repeats every week from today, on today's weekday, at its hour", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.post(
      "/api/professional/program-activities",
      activity({ recurrence: "weekly", scheduledDate: "", scheduledTime: "10:00" }),
    );
    expect(res.status).toBe(201);
    // 2026-11-18, the test's today in the municipality, is a Wednesday (ISO 3).
    const rows = await query(
      `select distinct recurrence, reminder_date, reminder_time, weekdays, municipality_id from reminders
       where program_activity_id = '${res.body.id}'`,
    );
    expect(rows).toEqual([
      { recurrence: "daily", reminder_date: null, reminder_time: "10:00", weekdays: [3], municipality_id: VV() },
    ]);
  });
});

describe("appointments of the week", () => {
  it("counts Monday to Sunday, consenting people, active reminders, own municipality only", async () => {
    const add = (userId: string, municipalityId: string, date: string, title: string, isActive = true) =>
      query(`insert into reminders (municipality_id, user_id, title, type, reminder_time, reminder_date,
               recurrence, is_active)
             values ('${municipalityId}', '${userId}', '${title}', 'appointment', '09:00', '${date}', 'once',
               ${isActive})`);
    const { carmen, dolores, carmenRuiz } = t.ids.users;
    await add(carmen, VV(), "2026-11-16", "Lunes dentro");
    await add(carmen, VV(), "2026-11-22", "Domingo dentro");
    await add(carmen, VV(), "2026-11-15", "Domingo anterior");
    await add(carmen, VV(), "2026-11-23", "Lunes siguiente");
    await add(carmen, VV(), "2026-11-19", "Anulada", false);
    await add(dolores, VV(), "2026-11-19", "Sin consentimiento");
    await add(carmenRuiz, MC(), "2026-11-19", "Otro municipio");
    const c = await t.loginAs("profesional");
    const titles = ((await c.get(`${base()}/appointments`)).body as { title: string }[]).map((a) => a.title);
    expect(titles).toEqual(expect.arrayContaining(["Lunes dentro", "Domingo dentro"]));
    for (const outside of ["Domingo anterior", "Lunes siguiente", "Anulada", "Sin consentimiento", "Otro municipio"])
      expect(titles).not.toContain(outside);
    expect((await c.get(`${base()}/summary`)).body.appointmentsThisWeek).toBe(titles.length);
  });
});
