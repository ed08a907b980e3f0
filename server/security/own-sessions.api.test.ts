import { describe, expect, it } from "vitest";
import { SESSION_RULES } from "../auth/lifetimes";
import { sha256 } from "../auth/hashing";
import { END_CURRENT_SESSION } from "../services/own-sessions";
import { useTestContext } from "../test/harness";
import { makeAccount } from "../test/password-accounts";
import { sqlReaders } from "../test/sql-rows";

// Staff sessions never use 'Recordarme'; everyone with a password sees and ends their own sessions
// (docs/behaviour/06-roles-and-access.md#sessions).

const t = useTestContext();
const { query } = sqlReaders(t);
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
type Listed = { handle: string; isCurrent: boolean; device: string; createdAt: string; lastSeenAt: string };

const expiresOf = async (userId: string) =>
  (await query<{ expires_at: string }>(`select expires_at from sessions where user_id = '${userId}'`)).map((r) =>
    new Date(r.expires_at).getTime(),
  );

describe("session lifetimes by role", () => {
  it("ignores 'Recordarme' for professionals: 12 hours, not 30 days", async () => {
    const a = await makeAccount(t, "professional");
    const { res } = await a.login(undefined, { remember: true });
    expect(res.status).toBe(200);
    expect(await expiresOf(a.id)).toEqual([t.clock.now().getTime() + SESSION_RULES.staffMs]);
    const cookie = String(res.headers["set-cookie"]);
    expect(new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime()).toBeLessThanOrEqual(
      t.clock.now().getTime() + SESSION_RULES.staffMs,
    );
  });

  it("keeps 'Recordarme' for family: 30 days", async () => {
    const a = await makeAccount(t, "family");
    await a.login(undefined, { remember: true });
    expect(await expiresOf(a.id)).toEqual([t.clock.now().getTime() + SESSION_RULES.rememberMs]);
  });
});

describe("one's own sessions", () => {
  it("lists them with device, dates and which one is this, never the stored id", async () => {
    const a = await makeAccount(t, "professional");
    const { c } = await a.login();
    const second = t.client(undefined, { isEnrolled: false });
    await second.agent
      .post("/api/auth/login")
      .set("Host", "acompana.test")
      .set("Origin", "http://acompana.test")
      .set("User-Agent", CHROME)
      .send({ username: a.email, password: a.password });
    const res = await c.get("/api/auth/sessions");
    expect(res.status).toBe(200);
    const list = res.body.sessions as Listed[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(list.map((s) => s.device)).toContain("Chrome en Windows");
    const stored = await query<{ id: string }>(`select id from sessions where user_id = '${a.id}'`);
    const text = JSON.stringify(res.body);
    for (const { id } of stored) expect(text).not.toContain(id);
    expect(text).not.toMatch(/[0-9a-f]{64}/);
  });

  it("ends one other session by its handle, but not this one, and not an unknown one", async () => {
    const a = await makeAccount(t, "family");
    const { c } = await a.login();
    const { c: other } = await a.login();
    const list = (await c.get("/api/auth/sessions")).body.sessions as Listed[];
    const current = list.find((s) => s.isCurrent)!;
    const notCurrent = list.find((s) => !s.isCurrent)!;
    const refused = await c.delete(`/api/auth/sessions/${current.handle}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(END_CURRENT_SESSION);
    expect((await c.delete(`/api/auth/sessions/${"0".repeat(32)}`)).status).toBe(404);
    expect((await c.delete(`/api/auth/sessions/${notCurrent.handle}`)).status).toBe(204);
    expect((await other.get("/api/auth/me")).status).toBe(401);
    expect((await c.get("/api/auth/me")).status).toBe(200);
  });

  it("answers 404 to a handle of another person's session, which stays open", async () => {
    const victim = await makeAccount(t, "professional");
    const { c: victimSession } = await victim.login();
    const victimHandle = ((await victimSession.get("/api/auth/sessions")).body.sessions as Listed[])[0].handle;
    const attacker = await t.loginAs("profesional");
    expect((await attacker.delete(`/api/auth/sessions/${victimHandle}`)).status).toBe(404);
    // Nor does the stored id itself (or its hash) name anything.
    const [{ id }] = await query<{ id: string }>(`select id from sessions where user_id = '${victim.id}'`);
    expect((await attacker.delete(`/api/auth/sessions/${sha256(id).slice(0, 32)}`)).status).toBe(404);
    expect((await victimSession.get("/api/auth/me")).status).toBe(200);
  });

  it("'Cerrar las demás sesiones' ends all but this one", async () => {
    const a = await makeAccount(t, "professional");
    const { c } = await a.login();
    const others = [(await a.login()).c, (await a.login()).c];
    const res = await c.post("/api/auth/sessions/end-others");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    for (const o of others) expect((await o.get("/api/auth/me")).status).toBe(401);
    expect((await c.get("/api/auth/sessions")).body.sessions).toHaveLength(1);
  });

  it("is not offered to older people (403)", async () => {
    expect((await (await t.loginAs("carmen")).get("/api/auth/sessions")).status).toBe(403);
  });
});
