import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// A help request reaches an open staff console through the database's own notification (a trigger on alerts,
// LISTEN on PGlite or PostgreSQL) and a real server-sent event stream, not at the next 30-second poll.

const t = useTestContext({ isListeningForAlerts: true, config: { alertStreamMaxMs: 60_000 } });
const { query } = sqlReaders(t);
let server: Server;
let base: string;

beforeAll(async () => {
  server = t.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  // Keep-alive sockets of fetch would hold close() for seconds.
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

type Stream = { next: (timeoutMs: number) => Promise<string | null>; close: () => void };

/** Opens the console's event stream with the session's cookie; `next` reads the next `event:` name. */
async function openStream(cookie: string, professionalId: string): Promise<Stream & { status: number }> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/professional/${professionalId}/alerts/events`, {
    headers: { cookie, host: "acompana.test" },
    signal: controller.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const next = async (timeoutMs: number): Promise<string | null> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = /event: (\w+)\n[^\n]*\n\n/.exec(buffer);
      if (match) {
        buffer = buffer.slice(match.index + match[0].length);
        return match[1];
      }
      const left = deadline - Date.now();
      if (left <= 0) return null;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
      ]);
      if (!chunk || chunk.done) return null;
      buffer += chunk.value;
    }
  };
  return { status: res.status, next, close: () => controller.abort() };
}

describe("the console's live alert stream", () => {
  it("pings the municipality's consoles within 2 s of a help request and of 'La atiendo'; not another's", async () => {
    const pro = await t.sessionAs("profesional");
    const foreign = await t.sessionAs("profesionalMc");
    const mine = await openStream(pro.cookie!, t.ids.users.profesional);
    const theirs = await openStream(foreign.cookie!, t.ids.users.profesionalMc);
    expect(mine.status).toBe(200);

    const carmen = await t.sessionAs("carmen");
    const started = Date.now();
    const res = await carmen.post("/api/help/alert", { userId: t.ids.users.carmen });
    expect(res.status).toBe(201);
    expect(await mine.next(2_000)).toBe("alerts");
    expect(Date.now() - started).toBeLessThan(2_000);

    await pro.post(`/api/alerts/${res.body.id}/acknowledge`);
    expect(await mine.next(2_000)).toBe("alerts");
    // Monte Claro heard nothing of Valle Verde's request.
    expect(await theirs.next(300)).toBeNull();
    mine.close();
    theirs.close();
  });

  it("a write that does not go through the app (a job, another process) is heard too", async () => {
    const pro = await t.sessionAs("profesional");
    const stream = await openStream(pro.cookie!, t.ids.users.profesional);
    await query(`insert into alerts (municipality_id, user_id, type, severity, content)
      values ('${t.ids.municipalities.valleVerde}', '${t.ids.users.antonio}', 'health', 'critical', 'Prueba')`);
    expect(await stream.next(2_000)).toBe("alerts");
    stream.close();
  });

  it("is only for the professional's own path: another's id 403, family 403, signed out 401", async () => {
    const pro = await t.sessionAs("profesional");
    const other = await pro.get(`/api/professional/${t.ids.users.profesionalMc}/alerts/events`);
    expect(other.status).toBe(403);
    const family = await t.sessionAs("familia");
    expect((await family.get(`/api/professional/${t.ids.users.familia}/alerts/events`)).status).toBe(403);
    expect((await t.client().get(`/api/professional/${t.ids.users.profesional}/alerts/events`)).status).toBe(401);
  });
});
