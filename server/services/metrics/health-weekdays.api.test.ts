import { computeCompliance, type ReminderLike } from "@shared/domain/reminders";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestContext } from "../../test/harness";
import { getMetrics } from "./index";

// A person's adherence when medicines repeat on some weekdays or on a day of the month: the SQL counts only
// the days they repeat on, as shared/domain's computeCompliance does (one of them across the spring DST change).

const TZ = "Europe/Madrid";
const PERSON = "0d580000-0000-4000-8000-0000000000a1";
const rid = (n: number) => `0d580000-0000-4000-8000-00000000010${n}`;
const t = useTestContext();
const reminders: ReminderLike[] = [];
const completions = [
  { reminderId: rid(1), occurrenceDate: "2027-03-22" },
  { reminderId: rid(1), occurrenceDate: "2027-03-25" },
  { reminderId: rid(2), occurrenceDate: "2027-03-28" },
  { reminderId: rid(3), occurrenceDate: "2027-03-27" },
];

beforeAll(async () => {
  const m = t.ids.municipalities.valleVerde;
  await t.db.execute(sql`insert into users (id, municipality_id, role, first_name, last_name, username,
      personal_consent, created_at)
    values (${PERSON}::uuid, ${m}::uuid, 'elderly', 'Paca', 'Semana', 'paca.semana', true, '2026-01-01T09:00:00Z')`);
  const add = async (n: number, time: string, weekdays: number[] | null, monthDay: number | null) => {
    const days = weekdays ? sql`${`{${weekdays.join(",")}}`}::smallint[]` : sql`null`;
    await t.db.execute(sql`insert into reminders (id, municipality_id, user_id, title, type, reminder_time,
        recurrence, weekdays, month_day, created_at)
      values (${rid(n)}::uuid, ${m}::uuid, ${PERSON}::uuid, ${`R${n}`}, 'medicine', ${time}, 'daily', ${days},
        ${monthDay}, '2027-01-01T08:00:00Z')`);
    reminders.push({
      id: rid(n),
      reminderTime: time,
      reminderDate: null,
      recurrence: "daily",
      isActive: true,
      startDate: "2027-01-01",
      weekdays,
      monthDay,
    });
  };
  await add(1, "09:00", [1, 4], null); // Mondays and Thursdays
  await add(2, "02:30", [7], null); // Sundays, at a time the spring change skips
  await add(3, "20:00", null, 27); // the 27th of each month
  for (const c of completions) {
    await t.db.execute(sql`insert into reminder_completions (municipality_id, reminder_id, user_id, occurrence_date,
        completed_at)
      values (${m}::uuid, ${c.reminderId}::uuid, ${PERSON}::uuid, ${c.occurrenceDate}::date, '2027-04-01T00:00:00Z')`);
  }
});

describe("health adherence of reminders that repeat on some days", () => {
  it.each([
    "2027-03-28T01:00:00Z", // Sunday 03:00 CEST: R2 (02:30 → 03:30) not due yet
    "2027-03-28T01:30:00Z", // 03:30 CEST: R2 due
    "2027-03-29T08:00:00Z", // Monday 10:00: R1 due today too
    "2027-04-07T12:00:00Z", // a week later, outside the completions
  ])("at %s the SQL counts what shared/domain counts", async (iso) => {
    const now = new Date(iso);
    const r = await getMetrics(
      t.db,
      "health",
      { kind: "user", municipalityId: t.ids.municipalities.valleVerde, userId: PERSON },
      { days: 7, now, timezone: TZ },
    );
    const want = computeCompliance(reminders, completions, now, TZ, 7);
    expect(r.current.medicationAdherence).toBe(want.due ? Math.round((want.completed / want.due) * 10_000) / 10_000 : 0);
  });

  it("the hand count on Monday 29 March at 10:00", () => {
    // 23–29 March: R1 on Thu 25 and Mon 29, R2 on Sun 28, R3 on Sat 27 → 4 due; done: 25, 28, 27.
    expect(computeCompliance(reminders, completions, new Date("2027-03-29T08:00:00Z"), TZ, 7)).toMatchObject({
      due: 4,
      completed: 3,
    });
  });
});
