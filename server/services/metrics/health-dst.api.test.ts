import { computeCompliance, type ReminderLike } from "@shared/domain/reminders";
import { addLocalDays } from "@shared/domain/time";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestContext } from "../../test/harness";
import { getMetrics } from "./index";

// Health adherence through both DST changes of Europe/Madrid against shared/domain's computeCompliance. On
// 2027-03-28 clocks jump from 02:00 CET to 03:00 CEST: a reminder "at 02:30" falls at 03:30 CEST (01:30Z),
// AFTER one at 03:00 (01:00Z), so "due today" is no longer "reminder_time <= the time now".

const TZ = "Europe/Madrid";
const PERSON = "0d570000-0000-4000-8000-0000000000a1";
const rid = (n: number) => `0d570000-0000-4000-8000-00000000010${n}`;
const t = useTestContext();
const reminders: Array<ReminderLike & { type: string }> = [];
const completions: Array<{ reminderId: string; occurrenceDate: string }> = [];

beforeAll(async () => {
  const m = t.ids.municipalities.valleVerde;
  await t.db.execute(sql`insert into users (id, municipality_id, role, first_name, last_name, username,
      personal_consent, created_at)
    values (${PERSON}::uuid, ${m}::uuid, 'elderly', 'Horacio', 'Cambio', 'horacio.cambio', true, '2026-01-01T09:00:00Z')`);
  const add = async (n: number, type: string, time: string, date: string | null) => {
    await t.db.execute(sql`insert into reminders (id, municipality_id, user_id, title, type, reminder_time,
        reminder_date, recurrence, created_at)
      values (${rid(n)}::uuid, ${m}::uuid, ${PERSON}::uuid, ${`R${n}`}, ${type}, ${time}, ${date},
        ${date ? "once" : "daily"}, '2026-10-01T08:00:00Z')`);
    reminders.push({
      id: rid(n),
      type,
      reminderTime: time,
      reminderDate: date,
      recurrence: date ? "once" : "daily",
      isActive: true,
      startDate: "2026-10-01",
      weekdays: null,
      monthDay: null,
    });
  };
  await add(1, "medicine", "02:30", null);
  await add(2, "medicine", "03:00", null);
  await add(3, "medicine", "09:00", null);
  await add(4, "appointment", "02:30", "2027-03-28");
  await add(5, "appointment", "02:30", "2026-10-25");
  // Completions on the six days before each change (not for R3 on odd days), and R3 done early on the day.
  for (const day of ["2026-10-25", "2027-03-28"]) {
    for (let back = 1; back <= 6; back++) {
      const date = addLocalDays(day, -back);
      for (const n of back % 2 ? [1, 2] : [1, 2, 3]) completions.push({ reminderId: rid(n), occurrenceDate: date });
    }
    completions.push({ reminderId: rid(3), occurrenceDate: day });
  }
  for (const c of completions) {
    await t.db.execute(sql`insert into reminder_completions (municipality_id, reminder_id, user_id, occurrence_date,
        completed_at)
      values (${m}::uuid, ${c.reminderId}::uuid, ${PERSON}::uuid, ${c.occurrenceDate}::date, '2027-04-01T00:00:00Z')`);
  }
});

const expected = (type: string, now: Date) => {
  const r = computeCompliance(
    reminders.filter((x) => x.type === type),
    completions,
    now,
    TZ,
    7,
  );
  return { ...r, ratio: r.due ? Math.round((r.completed / r.due) * 10_000) / 10_000 : 0 };
};

describe("health adherence across DST changes", () => {
  it.each([
    "2027-03-28T00:59:00Z", // 01:59 CET
    "2027-03-28T01:00:00Z", // 03:00 CEST: R2 due, R1 (02:30 -> 03:30 CEST) not yet
    "2027-03-28T01:15:00Z",
    "2027-03-28T01:30:00Z", // R1 and the 02:30 appointment due
    "2027-03-28T08:00:00Z", // 10:00 CEST
    "2027-03-29T07:59:59Z", // an ordinary day after the change
    "2026-10-25T00:30:00Z", // 02:30 CEST, the first of two 02:30s
    "2026-10-25T01:29:59Z", // 02:29:59 CET
    "2026-10-25T01:30:00Z", // 02:30 CET
    "2026-10-25T08:00:00Z", // 09:00 CET
  ])("at %s the SQL counts what shared/domain counts", async (iso) => {
    const now = new Date(iso);
    const r = await getMetrics(
      t.db,
      "health",
      { kind: "user", municipalityId: t.ids.municipalities.valleVerde, userId: PERSON },
      { days: 7, now, timezone: TZ },
    );
    expect(r.current.medicationAdherence).toBe(expected("medicine", now).ratio);
    expect(r.current.appointmentAttendance).toBe(expected("appointment", now).ratio);
  });

  it("the hand count at 03:15 CEST on the spring day", () => {
    // Six past days x 3 daily reminders + R2 (03:00) today; R1 at 02:30 means 03:30 today, not yet due.
    const now = new Date("2027-03-28T01:15:00Z");
    expect(expected("medicine", now)).toMatchObject({ due: 19, completed: 15 });
  });
});
