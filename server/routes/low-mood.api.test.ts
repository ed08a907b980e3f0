import { describe, expect, it } from "vitest";
import { runJobsOnce } from "../jobs/tasks";
import { ORIGIN, type TestContext, useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// 'Ánimo bajo': a saved conversation the assistant reads as sad, lonely or grieving counts the local day for the
// person (label and count only); staff of the municipality see the newest day on the card and the record, and
// the people with 3 such days in the last 7. Nothing without the person's personalConsent.

const t = useTestContext();
const { query, n } = sqlReaders(t);
type Client = Awaited<ReturnType<TestContext["loginAs"]>>;

const SAD = "Estoy muy triste, se murió mi hermana";
const talk = (...said: string[]) =>
  JSON.stringify(said.flatMap((content) => [{ role: "assistant", content: "Dígame." }, { role: "user", content }]));
const save = (c: Client, userId: string, ...said: string[]) =>
  c.post("/api/chat", { userId, messages: talk(...said), duration: 3 });
const daysOf = (userId: string) =>
  query<{ day: string; label: string; sessions: number }>(
    `select day::text, label, sessions from low_mood_days where user_id = '${userId}' order by day`,
  );
const at = async (iso: string) => {
  t.clock.set(new Date(iso));
  return t.loginAs("carmen");
};
const cardOf = async (pro: Client, name: string) => {
  const res = await pro.get(`/api/professional/${t.ids.users.profesional}/users?search=${name}`);
  expect(res.status).toBe(200);
  return res.body.items[0] as { lowMoodDay?: string | null };
};
const week = async (pro: Client, professionalId = t.ids.users.profesional) =>
  (await pro.get(`/api/professional/${professionalId}/low-mood`)).body as {
    from: string;
    to: string;
    people: { userId: string; days: string[] }[];
  };

describe("low-mood days", () => {
  it("a sad conversation counts the day, a neutral one does not, and no words are kept", async () => {
    const carmen = t.ids.users.carmen;
    const c = await t.loginAs("carmen");
    expect((await save(c, carmen, "¿Qué día es hoy?")).status).toBe(201);
    expect(await daysOf(carmen)).toEqual([]);

    const sad = await save(c, carmen, SAD);
    expect(sad.status).toBe(201);
    expect(sad.body.emotionalState).toBe("needs emotional support");
    // Sad and in pain: the session reads as a health concern, and the day still counts.
    const mixed = await save(c, carmen, "Me siento muy sola", "Me duele mucho la cabeza");
    expect(mixed.body.emotionalState).toBe("health concern");
    expect(await daysOf(carmen)).toEqual([{ day: "2026-11-18", label: "needs emotional support", sessions: 2 }]);
    const columns = await query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'low_mood_days' order by column_name`,
    );
    expect(columns.map((col) => col.column_name)).toEqual([
      "day",
      "label",
      "municipality_id",
      "sessions",
      "updated_at",
      "user_id",
    ]);

    const pro = await t.loginAs("profesional");
    expect((await cardOf(pro, "Carmen")).lowMoodDay).toBe("2026-11-18");
    expect((await cardOf(pro, "Antonio")).lowMoodDay).toBeNull();
    // The demo's José had a sad talk this morning (server/db/seed-low-mood.ts).
    expect((await cardOf(pro, "José Fernández")).lowMoodDay).toBe("2026-11-18");
    expect((await pro.get(`/api/users/${carmen}/record`)).body.lowMoodDays).toEqual(["2026-11-18"]);
    // One day is a sign, not a week.
    expect(await week(pro)).toEqual({ from: "2026-11-12", to: "2026-11-18", people: [] });
  });

  it("without personalConsent nothing is stored, and withdrawing it deletes what was kept", async () => {
    const dolores = await t.loginAs("dolores");
    expect((await save(dolores, t.ids.users.dolores, SAD)).status).toBe(201);
    expect(await daysOf(t.ids.users.dolores)).toEqual([]);
    const pro = await t.loginAs("profesional");
    expect((await cardOf(pro, "Dolores")).lowMoodDay).toBeNull();

    const c = await t.loginAs("carmen");
    const consents = (personalConsent: boolean) =>
      c.put("/api/users/me/consents", { userId: t.ids.users.carmen, familyConsent: true, personalConsent });
    expect((await consents(false)).status).toBe(200);
    expect(await daysOf(t.ids.users.carmen)).toEqual([]);
    expect((await cardOf(pro, "Carmen")).lowMoodDay).toBeNull();
    expect((await save(c, t.ids.users.carmen, SAD)).status).toBe(201);
    expect(await daysOf(t.ids.users.carmen)).toEqual([]);
    expect((await consents(true)).status).toBe(200);
  });

  it("lists people with low mood on 3 of the last 7 local days, to their municipality's staff only", async () => {
    const carmen = t.ids.users.carmen;
    await save(await at("2026-11-18T10:30:00Z"), carmen, SAD);
    // 23:30 in Madrid on Saturday 21 (22:30 UTC): Saturday's day.
    await save(await at("2026-11-21T22:30:00Z"), carmen, "Me siento sola");
    const pro = await t.loginAs("profesional");
    expect((await week(pro)).people).toEqual([]);
    // 00:30 on Tuesday 24 in Madrid, still Monday in UTC: the third day, 18 is the window's first.
    await save(await at("2026-11-23T23:30:00Z"), carmen, "Echo de menos a mi marido");
    const listed = await week(await t.loginAs("profesional"));
    expect(listed.from).toBe("2026-11-18");
    expect(listed.people).toEqual([
      { userId: carmen, firstName: "Carmen", lastName: "López", days: ["2026-11-24", "2026-11-21", "2026-11-18"] },
    ]);

    // Another municipality's staff neither list her nor reach her record; another professional's path is refused.
    const mc = await t.loginAs("profesionalMc");
    expect((await week(mc, t.ids.users.profesionalMc)).people).toEqual([]);
    expect((await mc.get(`/api/users/${carmen}/record`)).status).toBe(404);
    expect((await mc.get(`/api/professional/${t.ids.users.profesional}/low-mood`)).status).toBe(403);
    // Family never see it.
    const family = await t.loginAs("familia");
    expect((await family.get(`/api/professional/${t.ids.users.familia}/low-mood`)).status).toBe(403);

    // Midnight of Wednesday 25 in Madrid: Wednesday 18 leaves the window, and her with it.
    t.clock.set(new Date("2026-11-24T23:00:00Z"));
    expect((await week(await t.loginAs("profesional"))).people).toEqual([]);
  });

  it("is exported with the person, purged after two weeks and erased with them", async () => {
    const carmen = t.ids.users.carmen;
    const pro = await t.loginAs("profesional");
    const exported = await pro.get(`/api/users/${carmen}/export`);
    expect(exported.body.lowMoodDays).toEqual([
      expect.objectContaining({ day: "2026-11-18", label: "needs emotional support", sessions: 1 }),
      expect.objectContaining({ day: "2026-11-21", sessions: 1 }),
      expect.objectContaining({ day: "2026-11-24", sessions: 1 }),
    ]);
    expect(Object.keys(exported.body.lowMoodDays[0]).sort()).toEqual(["day", "label", "sessions", "updatedAt"]);

    await runJobsOnce(t.db, new Date("2026-12-03T12:00:00Z"));
    expect((await daysOf(carmen)).map((row) => row.day)).toEqual(["2026-11-21", "2026-11-24"]);

    // The clean-up also ended the sessions that expired by then: sign in again.
    const staff = await t.loginAs("profesional");
    const erased = await staff.agent
      .delete(`/api/users/${carmen}`)
      .set("Host", new URL(ORIGIN).host)
      .set("Origin", ORIGIN)
      .set("Cookie", staff.cookie ?? "")
      .send({ confirmation: "carmen" });
    expect(erased.status).toBe(204);
    expect(await n(`select count(*)::int as n from low_mood_days where user_id = '${carmen}'`)).toBe(0);
  });
});
