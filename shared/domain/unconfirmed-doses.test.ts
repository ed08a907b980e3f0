import { describe, expect, it } from "vitest";
import {
  type DoseReminder,
  missedInARow,
  missedInARowContent,
  unconfirmedDoses,
  unconfirmedLabel,
} from "./unconfirmed-doses";

const TZ = "Europe/Madrid";
const med = (id: string, time: string, extra: Partial<DoseReminder> = {}): DoseReminder => ({
  id,
  title: id,
  type: "medicine",
  reminderTime: time,
  reminderDate: null,
  recurrence: "daily",
  isActive: true,
  startDate: "2026-01-01",
  weekdays: null,
  monthDay: null,
  createdAt: new Date("2026-01-01T00:00:00Z"),
  ...extra,
});
const at = (iso: string) => new Date(iso);
const titles = (doses: { title: string; occurrenceDate: string }[]) =>
  doses.map((d) => `${d.title}@${d.occurrenceDate}`);

describe("'Sin confirmar' after 60 minutes", () => {
  const enalapril = med("Enalapril", "08:30");

  it("starts exactly 60 minutes after the local time (winter, UTC+1)", () => {
    expect(unconfirmedDoses([enalapril], [], at("2026-11-18T08:29:59Z"), TZ)).toEqual([]);
    const [dose] = unconfirmedDoses([enalapril], [], at("2026-11-18T08:30:00Z"), TZ);
    expect(dose).toMatchObject({ reminderId: "Enalapril", occurrenceDate: "2026-11-18", reminderTime: "08:30" });
    expect(dose.dueAt.toISOString()).toBe("2026-11-18T07:30:00.000Z");
    expect(unconfirmedLabel(dose, "2026-11-18")).toBe("Toma sin confirmar: Enalapril, 08:30");
  });

  it("is cleared by a confirmation of that occurrence only", () => {
    const now = at("2026-11-18T12:00:00Z");
    expect(unconfirmedDoses([enalapril], [{ reminderId: "Enalapril", occurrenceDate: "2026-11-18" }], now, TZ)).toEqual(
      [],
    );
    expect(
      unconfirmedDoses([enalapril], [{ reminderId: "Enalapril", occurrenceDate: "2026-11-17" }], now, TZ),
    ).toHaveLength(1);
  });

  it("carries a late-evening dose over local midnight and drops it after 24 hours", () => {
    const night = med("Sintrom", "23:30");
    // 00:30 local on the 19th = 23:30Z on the 18th.
    expect(unconfirmedDoses([night], [], at("2026-11-18T23:29:59Z"), TZ)).toEqual([]);
    const [dose] = unconfirmedDoses([night], [], at("2026-11-18T23:30:00Z"), TZ);
    expect(dose.occurrenceDate).toBe("2026-11-18");
    expect(unconfirmedLabel(dose, "2026-11-19")).toBe("Toma sin confirmar: Sintrom, 23:30 de ayer");
    // Once the 19th's dose is due, the 18th's gives way; the 19th's is not yet past its deadline.
    expect(unconfirmedDoses([night], [], at("2026-11-19T22:30:00Z"), TZ)).toEqual([]);
  });

  it("counts 60 real minutes across the spring and autumn clock changes", () => {
    // 29 March 2026: 08:30 local is UTC+2.
    expect(unconfirmedDoses([enalapril], [], at("2026-03-29T07:29:59Z"), TZ)).toEqual([]);
    expect(titles(unconfirmedDoses([enalapril], [], at("2026-03-29T07:30:00Z"), TZ))).toEqual([
      "Enalapril@2026-03-29",
    ]);
    // 25 October 2026: back to UTC+1.
    expect(unconfirmedDoses([enalapril], [], at("2026-10-25T08:29:59Z"), TZ)).toEqual([]);
    expect(unconfirmedDoses([enalapril], [], at("2026-10-25T08:30:00Z"), TZ)).toHaveLength(1);
    // 02:30 does not exist on 29 March: the dose is due at 03:30 local (01:30Z), unconfirmed at 02:30Z.
    const early = med("Madrugada", "02:30");
    // (The 28th's missed dose gave way when the 29th's became due.)
    expect(unconfirmedDoses([early], [], at("2026-03-29T01:29:59Z"), TZ).map((d) => d.occurrenceDate)).toEqual([
      "2026-03-28",
    ]);
    expect(unconfirmedDoses([early], [], at("2026-03-29T02:29:59Z"), TZ)).toEqual([]);
    expect(unconfirmedDoses([early], [], at("2026-03-29T02:30:00Z"), TZ).map((d) => d.occurrenceDate)).toEqual([
      "2026-03-29",
    ]);
  });

  it("ignores other types, inactive reminders, other dates and doses due before the reminder existed", () => {
    const now = at("2026-11-18T12:00:00Z");
    const list = [
      med("Cita", "08:30", { type: "appointment" }),
      med("Parada", "08:30", { isActive: false }),
      med("Jueves", "08:30", { recurrence: "once", reminderDate: "2026-11-19" }),
      med("Hoy", "08:30", { recurrence: "once", reminderDate: "2026-11-18" }),
      med("Nueva", "08:30", { startDate: "2026-11-18", createdAt: at("2026-11-18T09:00:00Z") }),
    ];
    expect(titles(unconfirmedDoses(list, [], now, TZ))).toEqual(["Hoy@2026-11-18"]);
  });
});

describe("two unconfirmed doses in a row", () => {
  const morning = med("Enalapril", "08:30");
  const evening = med("Omeprazol", "20:00");

  it("needs the last two doses past their deadline to be unconfirmed, across medicines", () => {
    const done = [{ reminderId: "Omeprazol", occurrenceDate: "2026-11-17" }];
    // 18th 09:30 local: last two are Omeprazol 17th (done) and Enalapril 18th (missed).
    expect(missedInARow([morning, evening], done, at("2026-11-18T08:30:00Z"), TZ)).toBeNull();
    // 18th 21:00 local (20:00Z): Enalapril 18th and Omeprazol 18th both missed.
    expect(missedInARow([morning, evening], done, at("2026-11-18T19:59:59Z"), TZ)).toBeNull();
    const hit = missedInARow([morning, evening], done, at("2026-11-18T20:00:00Z"), TZ);
    expect(hit && titles(hit.doses)).toEqual(["Enalapril@2026-11-18", "Omeprazol@2026-11-18"]);
    expect(hit?.streakStartedAt.toISOString()).toBe("2026-11-18T07:30:00.000Z");
    expect(hit && missedInARowContent(hit.doses)).toBe(
      "Dos tomas seguidas sin confirmar: Enalapril (2026-11-18 08:30) y Omeprazol (2026-11-18 20:00)",
    );
  });

  it("keeps the same streak start while the doses stay unconfirmed (one alert per streak)", () => {
    const done = [{ reminderId: "Omeprazol", occurrenceDate: "2026-11-17" }];
    const first = missedInARow([morning, evening], done, at("2026-11-18T20:00:00Z"), TZ);
    const later = missedInARow([morning, evening], done, at("2026-11-19T09:00:00Z"), TZ);
    expect(later?.streakStartedAt).toEqual(first?.streakStartedAt);
    // A confirmed dose ends it.
    const fixed = [...done, { reminderId: "Enalapril", occurrenceDate: "2026-11-19" }];
    expect(missedInARow([morning, evening], fixed, at("2026-11-19T09:00:00Z"), TZ)).toBeNull();
  });

  it("with one daily medicine, yesterday's and today's dose make two in a row over midnight", () => {
    expect(missedInARow([morning], [], at("2026-11-18T08:30:00Z"), TZ)?.doses.map((d) => d.occurrenceDate)).toEqual([
      "2026-11-17",
      "2026-11-18",
    ]);
  });
});
