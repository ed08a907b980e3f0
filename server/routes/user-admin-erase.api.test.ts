import { MESSAGES } from "@shared/api/auth";
import { USER_ADMIN_MESSAGES as M } from "@shared/api/user-admin";
import { describe, expect, it } from "vitest";
import { ORIGIN, type TestContext, useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// DELETE /api/users/{id}: erasure of a person and everything that is theirs.

const t = useTestContext();

const { query, n } = sqlReaders(t);

type Client = Awaited<ReturnType<TestContext["loginAs"]>>;
/** The harness's delete sends no body; erasure needs one. */
const erase = (c: Client, id: string, body?: unknown) => {
  const req = c.agent
    .delete(`/api/users/${id}`)
    .set("Host", new URL(ORIGIN).host)
    .set("Origin", ORIGIN)
    .set("Cookie", c.cookie ?? "");
  return body === undefined ? req : req.send(body as object);
};

/** Rows that belong to the person, table by table. */
const PERSONAL_TABLES = (id: string) => ({
  users: `users where id = '${id}'`,
  reminders: `reminders where user_id = '${id}'`,
  reminder_completions: `reminder_completions where user_id = '${id}'`,
  messages: `messages where from_user_id = '${id}' or to_user_id = '${id}'`,
  activities: `activities where user_id = '${id}'`,
  chat_sessions: `chat_sessions where user_id = '${id}'`,
  assistant_turns: `assistant_turns where user_id = '${id}'`,
  alerts: `alerts where user_id = '${id}'`,
  family_links: `family_links where elderly_user_id = '${id}' or family_user_id = '${id}'`,
  consent_events: `consent_events where user_id = '${id}'`,
  program_activity_assignments: `program_activity_assignments where user_id = '${id}'`,
  sessions: `sessions where user_id = '${id}'`,
  follow_up_plans: `follow_up_plans where user_id = '${id}'`,
  follow_up_calls: `follow_up_calls where user_id = '${id}'`,
});
async function personalCounts(id: string) {
  const counts: Record<string, number> = {};
  for (const [table, where] of Object.entries(PERSONAL_TABLES(id)))
    counts[table] = await n(`select count(*)::int as n from ${where}`);
  return counts;
}

describe("DELETE /api/users/{id}", () => {
  it.each([
    ["no body", undefined],
    ["an empty body", {}],
    ["the name in capitals", { confirmation: "Carmen" }],
    ["the full name", { confirmation: "Carmen López" }],
    ["trailing spaces", { confirmation: "carmen " }],
    ["a number", { confirmation: 1234 }],
  ])("refuses %s as confirmation and erases nothing", async (_label, body) => {
    const c = await t.loginAs("profesional");
    const before = await personalCounts(t.ids.users.carmen);
    const audits = await t.count("audit_log");
    const res = await erase(c, t.ids.users.carmen, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.eraseConfirmation);
    expect(await personalCounts(t.ids.users.carmen)).toEqual(before);
    expect(await t.count("audit_log")).toBe(audits);
  });

  it.each([
    ["profesionalMc", "carmen", "carmen", 404],
    ["profesional", "carmenRuiz", "carmen", 404],
    ["profesional", "profesionalMc", "profesional.mc@acompana.demo", 404],
    ["familia", "carmen", "carmen", 403],
    ["carmen", "carmen", "carmen", 403],
  ] as const)("%s erasing %s (typing %s) -> %i, nothing erased", async (who, whose, confirmation, status) => {
    const c = await t.loginAs(who);
    const id = t.ids.users[whose];
    const users = await t.count("users");
    const audits = await t.count("audit_log");
    const res = await erase(c, id, { confirmation });
    expect(res.status).toBe(status);
    if (status === 404) expect(res.body).toEqual({ message: MESSAGES.notFound });
    expect(await t.count("users")).toBe(users);
    expect(await t.count("audit_log")).toBe(audits);
  });

  it("erases the person's rows in every table, ends their sessions and keeps an audit row of ids", async () => {
    const carmenId = t.ids.users.carmen;
    const carmen = await t.loginAs("carmen");
    const pro = await t.loginAs("profesional");
    // A view leaves an access-log row about her that must survive (it holds only ids).
    expect((await pro.get(`/api/users/${carmenId}/record`)).status).toBe(200);
    const before = await personalCounts(carmenId);
    for (const table of Object.keys(before)) expect(before[table], table).toBeGreaterThan(0);
    const totalUsers = await t.count("users");
    const otherMessages = (await t.count("messages")) - before.messages;

    const res = await erase(pro, carmenId, { confirmation: "carmen" });
    expect(res.status).toBe(204);

    const after = await personalCounts(carmenId);
    expect(Object.values(after).every((v) => v === 0)).toBe(true);
    expect(await t.count("users")).toBe(totalUsers - 1);
    expect(await t.count("messages")).toBe(otherMessages);
    expect((await carmen.get("/api/auth/me")).status).toBe(401);
    expect((await carmen.get(`/api/reminders/${carmenId}/today`)).status).toBe(401);

    const [audit] = await query(
      `select actor_id, subject_user_id, detail from audit_log where action = 'user.erase'`,
    );
    expect(audit).toEqual({ actor_id: t.ids.users.profesional, subject_user_id: carmenId, detail: {} });
    expect(
      await n(`select count(*)::int as n from audit_log where subject_user_id = '${carmenId}'`),
    ).toBeGreaterThanOrEqual(2);

    // Her relative keeps his account, no longer pointing at her.
    const [javier] = await query(`select preferences from users where id = '${t.ids.users.familia}'`);
    expect(javier.preferences).toEqual({});
    const javierClient = await t.loginAs("familia");
    expect((await javierClient.get("/api/auth/me")).body.user.preferences).toBeUndefined();

    // Gone for everyone: the record, a second erasure and her PIN.
    expect((await pro.get(`/api/users/${carmenId}/record`)).status).toBe(404);
    expect((await erase(pro, carmenId, { confirmation: "carmen" })).status).toBe(404);
    const login = await t.client().post("/api/auth/login-pin", {
      username: "Carmen",
      pin: "4826",
      municipalityId: t.ids.municipalities.valleVerde,
    });
    // Her tablet's enrolment went with her: the PIN step is refused before any PIN is checked.
    expect(login.status).toBe(403);
  });

  it("erases a family member's account and their link, leaving the older person intact", async () => {
    const elena = t.ids.users.familia2;
    const pro = await t.loginAs("profesional");
    const antonio = await personalCounts(t.ids.users.antonio);
    const res = await erase(pro, elena, { confirmation: "familia2@acompana.demo" });
    expect(res.status).toBe(204);
    expect(Object.values(await personalCounts(elena)).every((v) => v === 0)).toBe(true);
    const after = await personalCounts(t.ids.users.antonio);
    expect(after.users).toBe(1);
    expect(after.family_links).toBe(antonio.family_links - 1);
  });
});
