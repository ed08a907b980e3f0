import { beforeEach, describe, expect, it } from "vitest";
import { NAMED_OCCURRENCE_MESSAGES } from "@shared/domain/reminder-completion";
import { SEED_NOW } from "../test/constants";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// A 'Hecho' pressed while the tablet was offline is queued and sent when the connection is back,
// naming its occurrence and when it was pressed. Sending it again (a retry after a lost answer) changes nothing.

const t = useTestContext();
const { query, n: one } = sqlReaders(t);

beforeEach(() => t.clock.set(SEED_NOW)); // Wednesday 18 November 2026, 11:30 in Madrid

async function insertReminder(time: string, date: string | null) {
  const [{ id }] = await query(
    `insert into reminders (municipality_id, user_id, title, type, reminder_time, reminder_date, recurrence, created_at)
     values ('${t.ids.municipalities.valleVerde}', '${t.ids.users.carmen}', 'Prueba sin conexión', 'medicine', '${time}',
             ${date ? `'${date}'` : "null"}, '${date ? "once" : "daily"}', '2026-11-10T08:00:00Z') returning id`,
  );
  return id as string;
}

const completionsOf = (id: string) =>
  query(
    `select occurrence_date::text as d, completed_at, minutes_late from reminder_completions where reminder_id = '${id}'`,
  );
const activitiesOf = (id: string) =>
  one(`select count(*)::int as n from activities where metadata->>'reminderId' = '${id}'`);

describe("a queued 'Hecho'", () => {
  it("completes the occurrence it names once, however often it is sent", async () => {
    const id = await insertReminder("09:00", null);
    const carmen = await t.loginAs("carmen");
    const body = { occurrenceDate: "2026-11-18", pressedAt: "2026-11-18T08:05:00Z" }; // 09:05 in Madrid
    const first = await carmen.post(`/api/reminders/${id}/complete`, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await carmen.post(`/api/reminders/${id}/complete`, body);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    // A plain 'Hecho' on the same occurrence (the list, after the queue was sent) is the same completion too.
    expect((await carmen.post(`/api/reminders/${id}/complete`, {})).body.id).toBe(first.body.id);
    const rows = await completionsOf(id);
    expect(rows).toHaveLength(1);
    // Late by the time it was pressed, not by the time the connection came back.
    expect(rows[0]).toMatchObject({ d: "2026-11-18", minutes_late: 5 });
    expect(await activitiesOf(id)).toBe(1);
  });

  it("sent after midnight completes yesterday's dose, not today's", async () => {
    const id = await insertReminder("21:00", null);
    const carmen = await t.loginAs("carmen");
    t.clock.set(new Date("2026-11-18T23:10:00Z")); // 00:10 on Thursday in Madrid
    const res = await carmen.post(`/api/reminders/${id}/complete`, {
      occurrenceDate: "2026-11-18",
      pressedAt: "2026-11-18T20:02:00Z",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ occurrenceDate: "2026-11-18", minutesLate: 2 });
    const today = (await carmen.get(`/api/reminders/${t.ids.users.carmen}/today`)).body;
    expect(today.find((r: { id: string }) => r.id === id)).toMatchObject({ completedToday: false });
  });

  it("keeps a tablet's wrong clock within the occurrence's day and now", async () => {
    const id = await insertReminder("09:00", null);
    const carmen = await t.loginAs("carmen");
    const res = await carmen.post(`/api/reminders/${id}/complete`, {
      occurrenceDate: "2026-11-18",
      pressedAt: "2030-01-01T00:00:00Z",
    });
    expect(res.body.completedAt).toBe(SEED_NOW.toISOString());
  });

  it("is refused in Spanish for a day that is no occurrence, too old, or in the future, changing nothing", async () => {
    const daily = await insertReminder("09:00", null);
    const dated = await insertReminder("10:00", "2026-11-20");
    const carmen = await t.loginAs("carmen");
    const unchanged = async () => [await t.count("reminder_completions"), await t.count("activities")];
    const send = (id: string, occurrenceDate: string) => () =>
      carmen.post(`/api/reminders/${id}/complete`, { occurrenceDate });
    await expectRefusal(send(daily, "2026-11-05"), {
      status: 400,
      message: NAMED_OCCURRENCE_MESSAGES.notOccurrence,
      unchanged,
    });
    await expectRefusal(send(daily, "2026-11-15"), { status: 400, message: NAMED_OCCURRENCE_MESSAGES.tooOld, unchanged });
    await expectRefusal(send(daily, "2026-11-19"), {
      status: 400,
      message: NAMED_OCCURRENCE_MESSAGES.notOccurrence,
      unchanged,
    });
    await expectRefusal(send(dated, "2026-11-20"), {
      status: 400,
      message: "Este recordatorio es para el viernes, 20 de noviembre. Podrá marcarlo como hecho ese día.",
      unchanged,
    });
    await expectRefusal(send(dated, "2026-11-18"), {
      status: 400,
      message: NAMED_OCCURRENCE_MESSAGES.notOccurrence,
      unchanged,
    });
    await expectRefusal(
      () => carmen.post(`/api/reminders/${daily}/complete`, { occurrenceDate: "18/11/2026" }),
      { status: 400, message: "La fecha no es válida", unchanged },
    );
  });

  it("is still refused for another person's reminder", async () => {
    const id = await insertReminder("09:00", null);
    const antonio = await t.loginAs("antonio");
    const res = await antonio.post(`/api/reminders/${id}/complete`, { occurrenceDate: "2026-11-18" });
    expect(res.status).toBe(404);
    expect(await completionsOf(id)).toHaveLength(0);
  });
});
