import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { rowsOf } from "../services/metrics/window";

// Migration 0021's data step: the one-off reminders that weekly, monthly and daily programme activities gave their
// people before reminders could repeat now repeat as the activity does, from its first day; one-off activities
// and reminders of no activity are left as they were.

const t = useTestContext();
const PERSON = "0d590000-0000-4000-8000-0000000000a1";
const activityId = (n: number) => `0d590000-0000-4000-8000-00000000020${n}`;

/** The migration's last statement, as the server applies it. */
function conversionStatement(): string {
  const text = readFileSync(new URL("../../migrations/0021_repeat_days_in_rollups.sql", import.meta.url), "utf8");
  const statements = text.split("--> statement-breakpoint");
  return statements[statements.length - 1];
}

describe("migration 0021: activity reminders that repeat", () => {
  it("turns the one-off reminders of repeating activities into repeating ones", async () => {
    const m = t.ids.municipalities.valleVerde;
    await t.db.execute(sql`insert into users (id, municipality_id, role, first_name, last_name, username, personal_consent)
      values (${PERSON}::uuid, ${m}::uuid, 'elderly', 'Petra', 'Antigua', 'petra.antigua', true)`);
    const activity = async (n: number, recurrence: string, date: string | null, createdAt: string) => {
      await t.db.execute(sql`insert into program_activities (id, municipality_id, title, description, activity_type,
          scheduled_date, scheduled_time, recurrence, created_at)
        values (${activityId(n)}::uuid, ${m}::uuid, ${`A${n}`}, '', 'social', ${date}::date, '11:00', ${recurrence},
          ${createdAt}::timestamptz)`);
      await t.db.execute(sql`insert into reminders (municipality_id, user_id, title, type, reminder_time, reminder_date,
          recurrence, program_activity_id, created_at)
        values (${m}::uuid, ${PERSON}::uuid, ${`A${n}`}, 'activity', '11:00',
          coalesce(${date}::date, (${createdAt}::timestamptz at time zone 'Europe/Madrid')::date), 'once',
          ${activityId(n)}::uuid, ${createdAt}::timestamptz)`);
    };
    await activity(1, "weekly", "2026-12-03", "2026-11-20T09:00:00Z"); // a Thursday, planned two weeks before
    await activity(2, "monthly", null, "2026-11-07T23:30:00Z"); // planned on Sunday the 8th, local time
    await activity(3, "daily", null, "2026-11-10T09:00:00Z");
    await activity(4, "once", "2026-12-05", "2026-11-10T09:00:00Z");

    await t.db.execute(sql.raw(conversionStatement()));

    const rows = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`select title, recurrence, reminder_date::text as date, weekdays, month_day,
          created_at from reminders where user_id = ${PERSON}::uuid order by title`),
    );
    expect(rows.map(({ created_at: _, ...rest }) => rest)).toEqual([
      { title: "A1", recurrence: "daily", date: null, weekdays: [4], month_day: null },
      { title: "A2", recurrence: "daily", date: null, weekdays: null, month_day: 8 },
      { title: "A3", recurrence: "daily", date: null, weekdays: null, month_day: null },
      { title: "A4", recurrence: "once", date: "2026-12-05", weekdays: null, month_day: null },
    ]);
    // The weekly one starts on its first Thursday (local midnight), not on the day it was planned.
    expect(new Date(String(rows[0].created_at)).toISOString()).toBe("2026-12-02T23:00:00.000Z");
    expect(new Date(String(rows[2].created_at)).toISOString()).toBe("2026-11-10T09:00:00.000Z");
  });
});
