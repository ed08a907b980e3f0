import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UNSAFE_TEXT } from "../http/validate";
import { listApiRoutes } from "../test/routes";
import {
  allowedCall,
  createWatch,
  encodeParams,
  expectHealthy,
  FC_SEED,
  hostileBody,
  methodOf,
  pathOf,
  sendRaw,
  useSweepContext,
} from "../test/security/hostile";

// Hostile bodies to EVERY mutating route, as a caller who may use it (so validation, not the
// role check, has to stop them): never a 5xx, a Spanish message, nothing written on a refusal.

const s = useSweepContext();

const RUNS = 10;

describe("hostile bodies", () => {
  const routes = () => listApiRoutes(s.t.app).filter((r) => !r.startsWith("GET "));

  it("reaches every mutating route of the app", () => {
    expect(routes().length).toBeGreaterThan(20);
  });

  it("answers every hostile body with a 4xx in Spanish, or accepts it, and never writes on a refusal", async () => {
    for (const route of routes()) {
      const { actor, client, valid } = await allowedCall(s, route);
      const url = pathOf(route, encodeParams(valid));
      const watch = await createWatch(s, route);
      await fc.assert(
        fc.asyncProperty(hostileBody(valid.body as Record<string, unknown> | undefined), async (body) => {
          const raw = body === undefined ? undefined : JSON.stringify(body);
          const res = await sendRaw(client, methodOf(route), url, raw);
          await watch(`${route} as ${actor} with ${raw?.slice(0, 120)}`, res);
        }),
        { seed: FC_SEED, numRuns: RUNS, endOnFailure: true },
      );
      await expectHealthy(s);
    }
  }, 600_000);

  it("refuses malformed JSON, bodies over 100 kB and non-JSON types on every mutating route", async () => {
    const client = await s.login("professional");
    const cases: Array<[string, string, string, number, string]> = [
      ["malformed", '{"userId": "x",', "application/json", 400, "El contenido enviado no es JSON válido"],
      ["truncated unicode escape", '{"a":"\\ud8', "application/json", 400, "El contenido enviado no es JSON válido"],
      [
        "over 100 kB",
        JSON.stringify({ content: "x".repeat(101 * 1024) }),
        "application/json",
        413,
        "El contenido enviado es demasiado grande (máximo 100 kB)",
      ],
      ["form", "userId=1&content=hola", "application/x-www-form-urlencoded", 415, "El contenido debe enviarse en formato JSON"],
      ["latin-1 charset", '{"a":"b"}', "application/json; charset=latin1", 415, "Codificación no admitida"],
    ];
    const watch = await createWatch(s);
    for (const route of routes()) {
      const url = pathOf(route, { id: s.t.ids.users.carmen, userId: s.t.ids.users.carmen });
      for (const [name, raw, type, status, message] of cases) {
        const res = await sendRaw(client, methodOf(route), url, raw, type);
        expect(res.status, `${route}: ${name}`).toBe(status);
        expect(res.body.message, `${route}: ${name}`).toBe(message);
        await watch(`${route}: ${name}`, res);
      }
    }
    await expectHealthy(s);
  }, 300_000);

  it("refuses text PostgreSQL cannot store (NUL, lone surrogates) in any field with a Spanish 400", async () => {
    for (const route of routes()) {
      const { client, valid } = await allowedCall(s, route);
      const body = valid.body as Record<string, unknown> | undefined;
      const texts = Object.keys(body ?? {}).filter((k) => typeof body?.[k] === "string");
      if (texts.length === 0) continue;
      const watch = await createWatch(s, route);
      for (const bad of ["a\\u0000b", "\\ud800x"]) {
        for (const key of texts) {
          // Written by hand: JSON.stringify would not keep a lone surrogate as an escape.
          const raw = JSON.stringify({ ...body, [key]: "PLACEHOLDER" }).replace("PLACEHOLDER", bad);
          const res = await sendRaw(client, methodOf(route), pathOf(route, encodeParams(valid)), raw);
          expect(res.status, `${route} ${key}=${bad}`).toBe(400);
          expect(res.body.message).toBe(UNSAFE_TEXT);
          await watch(`${route} ${key}=${bad}`, res);
        }
      }
    }
    await expectHealthy(s);
  }, 300_000);
});
