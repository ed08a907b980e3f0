import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256 } from "../auth/hashing";
import { ORIGIN, type TestContext, useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// The read cache on (as in production), with a long lifetime so that only its invalidation rules can make a
// request see a change: every write through the app is visible to the very next request; a change made
// behind the app's back (SQL by hand, another process) shows once the lifetime has passed.

const TTL = 60_000;
const MINUTE = 60_000;
const t = useTestContext({ config: { readCacheTtlMs: TTL } });

type Reminder = { id: string; title: string; completedToday: boolean };
const { query: rows, n } = sqlReaders(t);
const upcomingUrl = () => `/api/reminders/${t.ids.users.carmen}/upcoming?days=7`;

async function addReminderBehindTheAppsBack(title: string): Promise<string> {
  const inserted = await rows<{ id: string }>(
    sql`insert into reminders (municipality_id, user_id, title, type, reminder_time, recurrence, created_at)
      values (${t.ids.municipalities.valleVerde}::uuid, ${t.ids.users.carmen}::uuid, ${title}, 'medicine', '23:00',
        'daily', '2026-11-01T08:00:00Z') returning id`,
  );
  return inserted[0].id;
}

describe("own upcoming reminders (cached)", () => {
  it("a change behind the app's back shows after the lifetime; a write through the app shows at once", async () => {
    const carmen = await t.loginAs("carmen");
    const first = (await carmen.get(upcomingUrl())).body as Reminder[];
    const id = await addReminderBehindTheAppsBack("Pastilla de la noche");
    // Served from the cache: the hand-made row is not there yet...
    expect(((await carmen.get(upcomingUrl())).body as Reminder[]).map((r) => r.id)).toEqual(first.map((r) => r.id));
    // ...until any write goes through the app (here, completing it), which empties the cache.
    const done = await carmen.post(`/api/reminders/${id}/complete`, {});
    expect(done.status).toBe(201);
    const after = (await carmen.get(upcomingUrl())).body as Reminder[];
    expect(after.find((r) => r.id === id)).toMatchObject({ title: "Pastilla de la noche", completedToday: true });
    // Behind the app's back again: visible once the lifetime has passed.
    await t.db.execute(sql`update reminders set title = 'Pastilla (cambiada)' where id = ${id}::uuid`);
    expect(((await carmen.get(upcomingUrl())).body as Reminder[]).find((r) => r.id === id)?.title).toBe(
      "Pastilla de la noche",
    );
    t.clock.advance(TTL);
    expect(((await carmen.get(upcomingUrl())).body as Reminder[]).find((r) => r.id === id)?.title).toBe(
      "Pastilla (cambiada)",
    );
  });

  it("a professional's new reminder for the person is in the person's next read", async () => {
    const carmen = await t.loginAs("carmen");
    const before = (await carmen.get(upcomingUrl())).body as Reminder[];
    const pro = await t.loginAs("profesional");
    const created = await pro.post("/api/reminders", {
      userId: t.ids.users.carmen,
      title: "Llamar a la farmacia",
      type: "call",
      reminderTime: "18:30",
      recurrence: "daily",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const after = (await carmen.get(upcomingUrl())).body as Reminder[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((r) => r.title)).toContain("Llamar a la farmacia");
  });

  it("does not outlive the local day: after midnight nothing is 'completed today'", async () => {
    // 22:59:30Z is 23:59:30 in Madrid; 30 s later, well within the cache lifetime, it is the 19th.
    t.clock.set(new Date("2026-11-18T22:59:30Z"));
    const carmen = await t.loginAs("carmen");
    const today = (await carmen.get(upcomingUrl())).body as Reminder[];
    expect(today.some((r) => r.completedToday)).toBe(true);
    t.clock.set(new Date("2026-11-18T22:59:59Z"));
    expect((await carmen.get(upcomingUrl())).body).toEqual(today);
    t.clock.set(new Date("2026-11-18T23:00:00Z"));
    const tomorrow = (await carmen.get(upcomingUrl())).body as Reminder[];
    expect(tomorrow.some((r) => r.completedToday)).toBe(false);
  });

  it("answers 304 to a matching If-None-Match, 200 with the body otherwise", async () => {
    const carmen = await t.loginAs("carmen");
    const first = await carmen.get(upcomingUrl());
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await carmen.agent
      .get(upcomingUrl())
      .set("Cookie", carmen.cookie ?? "")
      .set("If-None-Match", etag);
    expect(again.status).toBe(304);
    const other = await carmen.agent.get(upcomingUrl()).set("Cookie", carmen.cookie ?? "").set("If-None-Match", 'W/"x"');
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it("is never shared: another person's list is computed and authorised (and audited) on every read", async () => {
    const pro = await t.loginAs("profesional");
    const audits = () =>
      n(
        sql`select count(*)::int as n from audit_log where action = 'reminders.view'
          and subject_user_id = ${t.ids.users.carmen}::uuid`,
      );
    const before = await audits();
    for (let i = 0; i < 3; i++) expect((await pro.get(upcomingUrl())).status).toBe(200);
    expect(await audits()).toBe(before + 3);
    // Antonio, logged in, cannot read Carmen's list, cached or not.
    const antonio = await t.loginAs("antonio");
    expect((await antonio.get(upcomingUrl())).status).toBe(404);
    // Elena is linked to Antonio without his consent: 'Información privada'.
    const elena = await t.loginAs("familia2");
    const res = await elena.get(`/api/reminders/${t.ids.users.antonio}/upcoming?days=7`);
    expect(res.status).toBe(403);
  });
});

describe("a person's own row (cached for self reads)", () => {
  it("a change through the app shows at once; consent and family access are still read every time", async () => {
    const carmen = await t.loginAs("carmen");
    const own = `/api/users/${t.ids.users.carmen}`;
    expect((await carmen.get(own)).body).toMatchObject({ firstName: "Carmen" });
    // Behind the app's back the cached row is served...
    await rows(sql`update users set first_name = 'Carmela' where id = ${t.ids.users.carmen}::uuid`);
    expect((await carmen.get(own)).body).toMatchObject({ firstName: "Carmen" });
    // ...until a write through the app empties the cache (a professional edits her profile).
    const pro = await t.loginAs("profesional");
    const edited = await pro.patch(own, { personalityTraits: "Conversadora" });
    expect(edited.status).toBe(200);
    expect((await carmen.get(own)).body).toMatchObject({ firstName: "Carmela", personalityTraits: "Conversadora" });

    // Others never read through it: Carmen's consent withdrawn behind the app's back closes her son's view at once.
    const javier = await t.loginAs("familia");
    const care = `/api/reminders/${t.ids.users.carmen}/today`;
    expect((await javier.get(care)).status).toBe(200);
    await rows(sql`update users set family_consent = false where id = ${t.ids.users.carmen}::uuid`);
    const refused = await javier.get(care);
    expect([refused.status, refused.body.message]).toEqual([403, "Información privada"]);
  });
});

describe("sessions (cached)", () => {
  const me = (c: Awaited<ReturnType<TestContext["loginAs"]>>) => c.get("/api/auth/me");

  it("logout ends the session at once, even for a copy of the cookie", async () => {
    const c = await t.loginAs("familia");
    const copy = c.cookie ?? "";
    expect((await me(c)).status).toBe(200);
    expect((await t.client().agent.get("/api/auth/me").set("Cookie", copy)).status).toBe(200);
    expect((await c.post("/api/auth/logout")).status).toBe(204);
    expect((await t.client().agent.get("/api/auth/me").set("Cookie", copy)).status).toBe(401);
  });

  it("a PIN reset and an erasure end the person's cached sessions at once", async () => {
    const antonio = await t.loginAs("antonio");
    expect((await me(antonio)).status).toBe(200);
    const pro = await t.loginAs("profesional");
    expect((await pro.put(`/api/users/${t.ids.users.antonio}/pin`, { pin: "5173" })).status).toBe(200);
    expect((await me(antonio)).status).toBe(401);

    const dolores = await t.loginAs("dolores");
    expect((await me(dolores)).status).toBe(200);
    const erased = await pro.agent
      .delete(`/api/users/${t.ids.users.dolores}`)
      .set("Host", new URL(ORIGIN).host)
      .set("Origin", ORIGIN)
      .set("Cookie", pro.cookie ?? "")
      .send({ confirmation: "dolores" });
    expect(erased.status).toBe(204);
    expect((await me(dolores)).status).toBe(401);
    expect((await dolores.get(`/api/reminders/${t.ids.users.dolores}/upcoming?days=7`)).status).toBe(401);
  });

  it("keeps the professional idle timeout and the once-a-minute touch of the session row", async () => {
    t.clock.set(new Date("2026-11-18T10:30:00Z"));
    const pro = await t.loginAs("profesional");
    const id = sha256((pro.cookie ?? "").replace(/^sid=/, ""));
    const lastSeen = async () =>
      new Date(
        (await rows<{ at: string | Date }>(sql`select last_seen_at as at from sessions where id = ${id}`))[0].at,
      ).getTime();
    const loggedInAt = await lastSeen();
    t.clock.advance(30_000);
    expect((await me(pro)).status).toBe(200);
    expect(await lastSeen()).toBe(loggedInAt); // not yet due: no write
    t.clock.advance(31_000);
    expect((await me(pro)).status).toBe(200);
    expect(await lastSeen()).toBe(t.clock.now().getTime()); // touched
    t.clock.advance(29 * MINUTE);
    expect((await me(pro)).status).toBe(200);
    t.clock.advance(31 * MINUTE);
    expect((await me(pro)).status).toBe(401);
  });

  it("an expired elderly session is refused even while cached", async () => {
    t.clock.set(new Date("2026-11-18T10:30:00Z"));
    const carmen = await t.loginAs("carmen");
    await t.db.execute(
      sql`update sessions set expires_at = '2026-11-18T10:30:40Z' where user_id = ${t.ids.users.carmen}::uuid`,
    );
    expect((await me(carmen)).status).toBe(200); // read from the database, then cached with that expiry
    t.clock.set(new Date("2026-11-18T10:30:50Z")); // within the lifetime and before the touch is due
    expect((await me(carmen)).status).toBe(401);
  });
});
