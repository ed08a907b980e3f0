import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isUnsafeText } from "../http/validate";
import { listApiRoutes } from "../test/routes";
import {
  allowedCall,
  createWatch,
  encodeParams,
  encodeSegment,
  expectHealthy,
  FC_SEED,
  hostileString,
  methodOf,
  pathOf,
  sendRaw,
  useSweepContext,
} from "../test/security/hostile";

// Hostile path params and query strings, as a caller who may use the route: only 4xx (or, for a
// query, an ordinary answer), Spanish messages, nothing written on a refusal, the server healthy.

const s = useSweepContext();

/** Query keys each GET understands (the schemas in shared/api); others are ignored or refused. */
const QUERY_KEYS = ["days", "before", "limit", "withUserId", "search", "status", "page", "pageSize", "firstName", "lastName", "professionalId", "consentOnly"];

const segment = fc.oneof(
  hostileString.map(encodeSegment),
  fc.constantFrom("..", "%2e%2e%2f%2e%2e", "%00", "%E0%A4%A", "%ZZ", "me", "0", "-1", "1e9", "a".repeat(4000)),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.uuid().map((u) => `${u}%20`),
);

const queryPair = fc.tuple(
  fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileString.map(encodeSegment)),
  fc.oneof(hostileString.map(encodeSegment), fc.constantFrom("%00", "%", "%E0%A4%A", "0", "-5", "1e400", "NaN", "[]", "true")),
);
const query = fc.array(queryPair, { minLength: 1, maxLength: 4 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));

describe("hostile path params", () => {
  it("answers every route's hostile ids with a Spanish 4xx and writes nothing", async () => {
    const routes = listApiRoutes(s.t.app).filter((r) => r.includes("/:"));
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const { actor, client, valid } = await allowedCall(s, route);
      const names = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const body = valid.body === undefined ? undefined : JSON.stringify(valid.body);
      const watch = await createWatch(s, route);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), segment, async (name, value) => {
          const url = pathOf(route, { ...encodeParams(valid), [name]: value });
          const res = await sendRaw(client, methodOf(route), url, body);
          expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
          await watch(`${route} as ${actor}: ${url.slice(0, 160)}`, res);
        }),
        { seed: FC_SEED, numRuns: 6, endOnFailure: true },
      );
    }
    await expectHealthy(s);
  }, 600_000);
});

describe("hostile query strings", () => {
  it("answers hostile queries on every GET with a Spanish 4xx or an ordinary answer, never a 5xx", async () => {
    const routes = listApiRoutes(s.t.app).filter((r) => r.startsWith("GET "));
    for (const route of routes) {
      const { actor, client, valid } = await allowedCall(s, route);
      const watch = await createWatch(s, route);
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const url = pathOf(route, encodeParams(valid), q);
          const res = await sendRaw(client, "get", url);
          await watch(`${route} as ${actor}: ?${q.slice(0, 160)}`, res);
        }),
        { seed: FC_SEED, numRuns: 5, endOnFailure: true },
      );
    }
    await expectHealthy(s);
  }, 600_000);

  it("refuses NUL and malformed values in the query of the list and search endpoints", async () => {
    const lucia = await s.login("professional");
    const pro = s.t.ids.users.profesional;
    const watch = await createWatch(s);
    for (const url of [
      `/api/professional/${pro}/users?search=a%00b`,
      `/api/professional/${pro}/pins?search=%00`,
      `/api/professional/${pro}/username-suggestion?firstName=Ana%00`,
      `/api/professional/${pro}/users?page=1&page=2`,
      `/api/professional/${pro}/users?pageSize=1e400`,
      `/api/reminders/${s.t.ids.users.carmen}/upcoming?days=7%00`,
      `/api/metrics/engagement/aggregated?days=-7`,
    ]) {
      const res = await sendRaw(lucia, "get", url);
      expect(res.status, url).toBe(400);
      await watch(url, res);
    }
  });
});

describe("stored text comes back exactly as written", () => {
  // Markup, SQL, RTL overrides, combining marks and emoji are ordinary text: kept verbatim (trimmed).
  const text = fc.oneof(
    hostileString.filter((v) => v.trim().length > 0 && v.length <= 120 && !isUnsafeText(v)),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }).filter((v) => v.trim().length > 0),
  );

  it("keeps family messages, reminder titles and profile notes verbatim", async () => {
    const javier = s.clients.get("familyConsent")!;
    const lucia = s.clients.get("professional")!;
    const carmen = s.t.ids.users.carmen;
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const expected = value.trim();
        const sent = await javier.post("/api/messages", { toUserId: carmen, content: value });
        expect(sent.status).toBe(201);
        const thread = await javier.get(`/api/messages/${carmen}?limit=100`);
        expect(thread.body.find((m: { id: string }) => m.id === sent.body.id)?.content).toBe(expected);

        const reminder = await lucia.post("/api/reminders", { userId: carmen, title: value, reminderTime: "10:00" });
        expect(reminder.status).toBe(201);
        const list = await lucia.get(`/api/reminders/${carmen}`);
        expect(list.body.find((r: { id: string }) => r.id === reminder.body.id)?.title).toBe(expected);

        const patched = await lucia.patch(`/api/users/${carmen}`, { personalityTraits: value });
        expect(patched.status).toBe(200);
        expect((await lucia.get(`/api/users/${carmen}/record`)).body.profile.personalityTraits).toBe(expected);
      }),
      { seed: FC_SEED, numRuns: 12, endOnFailure: true },
    );
    // Still every table there: nothing in those texts ran as SQL.
    expect(await s.t.count("users")).toBeGreaterThan(10);
    await expectHealthy(s);
  }, 300_000);
});
