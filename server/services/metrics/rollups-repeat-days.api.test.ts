import { describe, expect, it } from "vitest";
import { useTestContext } from "../../test/harness";
import { apply, createModelMunicipality, modelIds, type Operation } from "../../test/rollups-model";
import { bothWays } from "../../test/rollups-oracle";

// The municipality's adherence read from the rollups equals the recount when medicines and appointments repeat
// on some weekdays or a day of the month: the rollups give them no daily count (migration 0021) and the query
// counts their days from the reminders. Before, a Monday-only medicine taken on its one Monday read 1 in 28.

const t = useTestContext();
const NOWS = ["2026-10-25T01:45:00Z", "2026-10-26T06:00:00Z", "2026-10-28T12:00:00Z", "2026-11-02T07:30:00Z"];

describe("rollups of reminders that repeat on some days", () => {
  it("equal the recount for weekday, month-day, daily and one-off reminders with their completions", async () => {
    const ids = modelIds(9_101);
    await createModelMunicipality(t.db, ids);
    const reminder = (o: Partial<Extract<Operation, { op: "reminder" }>>) =>
      apply(t.db, ids, {
        op: "reminder",
        person: 0,
        type: "medicine",
        time: "09:00",
        date: null,
        weekdays: null,
        monthDay: null,
        createdAt: "2026-09-20T08:00:00Z",
        ...o,
      });
    await reminder({ weekdays: [1] }); // Mondays
    await reminder({ type: "appointment", weekdays: [6, 7], person: 1 }); // weekends
    await reminder({ monthDay: 25, time: "20:00" }); // the 25th
    await reminder({}); // every day
    await reminder({ date: "2026-10-27" }); // once
    // Each reminder taken on a Monday, a Saturday, the 25th (a Sunday) and a Tuesday.
    for (let n = 0; n < 5; n++) {
      for (const date of ["2026-10-19", "2026-10-24", "2026-10-25", "2026-10-26", "2026-10-27"]) {
        await apply(t.db, ids, { op: "complete", n, date, late: 0 });
      }
    }
    for (const iso of NOWS) {
      for (const days of [7, 30] as const) {
        const both = await bothWays(t.db, ids.municipality, "health", new Date(iso), days);
        expect(both?.[0], `health ${days} d at ${iso}`).toEqual(both?.[1]);
      }
    }
  });
});
