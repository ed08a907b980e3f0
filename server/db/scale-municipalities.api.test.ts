import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testPasswords, testPins } from "../test/hashers";
import { getMetrics } from "../services/metrics/index";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";
import { SCALE_TIMEZONE, seedScale } from "./scale-seed";

// `--municipalities N`: the measured municipality 'Escala' must hold the same people and give the same
// figures whether it is alone or shares the database with others (small sizes: 30 people × 10 days).

const NOW = new Date("2026-11-05T17:45:00Z");
const t = useTestContext();
const { query: rows } = sqlReaders(t);

const seed = (users: number, municipalities: number) =>
  seedScale(t.db, {
    users,
    days: 10,
    now: NOW,
    municipalities,
    replace: true,
    hashPassword: testPasswords.hashPassword,
    hashPin: testPins.hashPin,
  });

/** Every aggregated metric at 7 days, and what the measured municipality holds. */
async function figures(municipalityId: string) {
  const subject = { kind: "aggregated", municipalityId } as const;
  const opts = { days: 7, now: NOW, timezone: SCALE_TIMEZONE } as const;
  const counts = await rows<{ people: number; completions: number; activities: number; turns: number }>(
    sql`select
      (select count(*)::int from users where municipality_id = ${municipalityId}::uuid and role = 'elderly') as people,
      (select count(*)::int from reminder_completions where municipality_id = ${municipalityId}::uuid) as completions,
      (select count(*)::int from activities where municipality_id = ${municipalityId}::uuid) as activities,
      (select count(*)::int from assistant_turns where municipality_id = ${municipalityId}::uuid) as turns`,
  );
  return {
    counts: counts[0],
    health: await getMetrics(t.db, "health", subject, opts),
    engagement: await getMetrics(t.db, "engagement", subject, opts),
    aiQuality: await getMetrics(t.db, "ai-quality", subject, opts),
  };
}

describe("db:seed:scale --municipalities", () => {
  it("the measured municipality's figures do not change when others share the database", async () => {
    const alone = await seed(30, 1);
    const before = await figures(alone.municipalityId);
    expect(before.counts.people).toBe(30);
    expect(before.health.current.totalRemindersCompleted).toBeGreaterThan(0);

    const shared = await seed(88, 3);
    expect(shared.municipalityId).toBe(alone.municipalityId);
    const names = await rows<{ name: string; people: number }>(
      sql`select m.name, count(u.id)::int as people from municipalities m
        join users u on u.municipality_id = m.id and u.role = 'elderly'
        where m.name like 'Escala%' group by m.name order by m.name`,
    );
    expect(names).toEqual([
      { name: "Escala", people: 30 },
      { name: "Escala 2", people: 29 },
      { name: "Escala 3", people: 29 },
    ]);
    expect(await figures(shared.municipalityId)).toEqual(before);
  }, 180_000);

  it("refuses more municipalities than people, with a Spanish message", async () => {
    await expect(seed(2, 3)).rejects.toThrow("--municipalities debe ser un entero entre 1 y el número de personas");
  });
});
