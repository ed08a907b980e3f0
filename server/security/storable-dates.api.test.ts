import { REMINDER_MESSAGES } from "@shared/api/reminders";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// Dates PostgreSQL cannot store (year 0000: "date/time field value out of range") or that no one means
// (centuries away) are a Spanish 400 that writes nothing, never a 500.

const t = useTestContext();
const { query } = sqlReaders(t);
const OUT_OF_RANGE = ["0000-01-01", "0001-01-01", "1899-12-31", "2200-01-01", "9999-12-31"];

const reminder = (userId: string, reminderDate: string) => ({
  title: "Cita médica",
  reminderTime: "10:00",
  reminderDate,
  type: "appointment",
  recurrence: "once",
  userId,
});

describe("dates outside what the database stores", () => {
  it("refuses them in a new reminder and in an edit", async () => {
    const c = await t.loginAs("familia");
    const created = await c.post("/api/reminders", reminder(t.ids.users.carmen, "2026-12-01"));
    expect(created.status).toBe(201);
    const snapshot = () => query(`select count(*), max(reminder_date::text) from reminders`);
    for (const date of OUT_OF_RANGE) {
      await expectRefusal(() => c.post("/api/reminders", reminder(t.ids.users.carmen, date)), {
        status: 400,
        message: REMINDER_MESSAGES.badDate,
        unchanged: snapshot,
      });
      await expectRefusal(() => c.patch(`/api/reminders/${created.body.id}`, { reminderDate: date }), {
        status: 400,
        message: REMINDER_MESSAGES.badDate,
        unchanged: snapshot,
      });
    }
  });

  it("accepts the edges of the range", async () => {
    const c = await t.loginAs("familia");
    for (const date of ["1900-01-01", "2199-12-31"]) {
      const res = await c.post("/api/reminders", reminder(t.ids.users.carmen, date));
      expect(res.status).toBe(201);
      expect(res.body.reminderDate).toBe(date);
    }
  });

  it("refuses them in a programme activity", async () => {
    const c = await t.loginAs("profesional");
    for (const scheduledDate of OUT_OF_RANGE) {
      await expectRefusal(
        () =>
          c.post("/api/professional/program-activities", {
            title: "Taller de memoria",
            description: "Ejercicios en grupo",
            scheduledDate,
            scheduledTime: "10:00",
          }),
        { status: 400, message: "La fecha no es válida", unchanged: () => t.count("program_activities") },
      );
    }
  });

  it("refuses them as the page cursor of messages", async () => {
    const c = await t.loginAs("familia");
    for (const date of OUT_OF_RANGE) {
      const res = await c.get(`/api/messages/${t.ids.users.carmen}?before=${date}T00:00:00Z`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("La fecha de paginación no es válida");
    }
    expect((await c.get(`/api/messages/${t.ids.users.carmen}?before=2026-11-18T00:00:00Z`)).status).toBe(200);
  });
});
