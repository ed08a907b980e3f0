import net from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { openPostgres } from "../db/client";
import { DB_UNAVAILABLE } from "../http/errors";
import { REDACT_PATHS } from "../logger";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// Logs hold no request bodies, query strings, tokens or hashes, even when the database fails and its error
// repeats the values (drizzle puts every parameter in its message). A database that cannot be reached is a
// Spanish 503 with Retry-After, and the app recovers without a restart.

const t = useTestContext();
const { query } = sqlReaders(t);
const SENTINEL = "CENTINELA7f3q";

function memoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level: "trace", redact: { paths: REDACT_PATHS, censor: "[oculto]" } }, stream);
  return { logger, text: () => lines.join("") };
}

describe("logs", () => {
  beforeAll(async () => {
    // A failing write whose error message repeats the values, as a constraint violation's detail does.
    await query(`create or replace function acompana_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'fallo con %', row_to_json(new)::text; end $$`);
    await query(`create trigger acompana_test_fail before insert on reminders for each row execute function acompana_test_fail()`);
    await query(`create trigger acompana_test_fail before insert on messages for each row execute function acompana_test_fail()`);
  });
  afterAll(async () => {
    await query(`drop trigger if exists acompana_test_fail on reminders`);
    await query(`drop trigger if exists acompana_test_fail on messages`);
  });

  it("never receive a sentinel sent in every free-text field and the query of failing requests", async () => {
    const { logger, text } = memoryLogger();
    const app = createApp({ ...t.deps, logger });
    const familia = await t.loginAs("familia");
    const cookie = familia.cookie!;
    const viaApp = (path: string, body: object) =>
      request(app)
        .post(`${path}?nota=${SENTINEL}`)
        .set("Host", "acompana.test")
        .set("Origin", "http://acompana.test")
        .set("Cookie", cookie)
        .send(body);
    const reminder = await viaApp("/api/reminders", {
      title: `Título ${SENTINEL}`,
      description: `Descripción ${SENTINEL}`,
      reminderTime: "10:00",
      type: "medicine",
      recurrence: "daily",
      userId: t.ids.users.carmen,
    });
    expect(reminder.status).toBe(500);
    expect(reminder.body.message).toBe("Ha ocurrido un error inesperado. Inténtelo de nuevo más tarde.");
    const message = await viaApp("/api/messages", { toUserId: t.ids.users.carmen, content: `Hola ${SENTINEL}` });
    expect(message.status).toBe(500);
    const login = await viaApp("/api/auth/login-pin", {
      username: SENTINEL,
      pin: "0000",
      municipalityId: t.ids.municipalities.valleVerde,
    });
    expect(login.status).toBeGreaterThanOrEqual(400);

    const log = text();
    expect(log).toContain("unhandled error");
    expect(log).toContain("/api/reminders");
    expect(log).not.toContain(SENTINEL);
    expect(log).not.toMatch(/Failed query|params:|fallo con/);
    // No session token or hash of one either.
    expect(log).not.toContain(cookie.split("=")[1]);
    expect(log).not.toMatch(/[0-9a-f]{64}/);
  });
});

describe("database unreachable (PostgreSQL)", () => {
  it("answers 503 in Spanish with Retry-After, and recovers without a restart", async (ctx) => {
    // Needs a server to cut off: the PostgreSQL run only (the embedded PGlite has no connection to lose).
    if (t.mode !== "postgres") ctx.skip();
    const [{ db: name }] = (await query(`select current_database() as db`)) as Array<{ db: string }>;
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on("error", () => s.destroy());
        s.on("close", () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const port = (proxy.address() as net.AddressInfo).port;
    const url = new URL(target);
    url.host = `127.0.0.1:${port}`;
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString());
    const app = createApp({ ...t.deps, db: handle.db });
    const login = () =>
      request(app)
        .post("/api/auth/login")
        .set("Host", "acompana.test")
        .set("Origin", "http://acompana.test")
        .send({ username: "familia@acompana.demo", password: "Demo-1234", municipalityId: t.ids.municipalities.valleVerde });
    try {
      expect((await login()).status).toBe(200);
      // Outage: the proxy stops accepting and drops every open connection.
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      for (let i = 0; i < 3; i++) {
        const res = await login();
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ message: DB_UNAVAILABLE });
        expect(res.headers["retry-after"]).toBe("30");
      }
      // Back: same app, same pool.
      await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
      expect((await login()).status).toBe(200);
    } finally {
      for (const s of sockets) s.destroy();
      proxy.close();
      await handle.close();
    }
  }, 60_000);
});
