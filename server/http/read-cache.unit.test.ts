import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createReadCache } from "../read-cache";
import { cachedJson, invalidateOnWrite } from "./read-cache";

const at = (s: number) => new Date(Date.UTC(2026, 10, 18, 10, 0, s));

/** A computation that counts its calls and finishes when told to. */
function gate<T>(value: T) {
  let calls = 0;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    compute: async () => {
      calls++;
      await opened;
      return value;
    },
    open: () => open(),
    calls: () => calls,
  };
}

const counter = () => {
  let n = 0;
  return async () => ++n;
};

describe("createReadCache", () => {
  it("keeps a value for its lifetime by the given clock, and forgets it when the clock goes back", async () => {
    const cache = createReadCache(2_000);
    const next = counter();
    expect(await cache.remember("k", at(0), next)).toBe(1);
    expect(await cache.remember("k", at(1), next)).toBe(1);
    expect(await cache.remember("k", at(2), next)).toBe(2);
    expect(cache.get("k", at(1))).toBeUndefined();
  });

  it("never keeps a value past its own bound", async () => {
    const cache = createReadCache(60_000);
    const next = counter();
    expect(await cache.remember("k", at(0), next, () => at(5))).toBe(1);
    expect(await cache.remember("k", at(4), next, () => at(5))).toBe(1);
    expect(await cache.remember("k", at(5), next, () => at(10))).toBe(2);
  });

  it("shares one computation among concurrent misses", async () => {
    const cache = createReadCache(60_000);
    const g = gate("v");
    const all = Promise.all([1, 2, 3].map(() => cache.remember("k", at(0), g.compute)));
    g.open();
    expect(await all).toEqual(["v", "v", "v"]);
    expect(g.calls()).toBe(1);
  });

  it("neither stores nor shares a computation that began before a write", async () => {
    const cache = createReadCache(60_000);
    const before = gate("stale");
    const first = cache.remember("k", at(0), before.compute);
    cache.invalidate(); // a write starts while the read is in flight
    const after = gate("fresh");
    const second = cache.remember("k", at(0), after.compute);
    before.open();
    after.open();
    expect(await first).toBe("stale");
    expect(await second).toBe("fresh");
    expect(after.calls()).toBe(1);
    expect(cache.get("k", at(0))).toBe("fresh");
  });

  it("a request that joins a computation gone out of date computes its own answer", async () => {
    const cache = createReadCache(60_000);
    const g = gate("monday");
    const early = cache.remember("k", at(0), g.compute, () => at(10));
    const late = cache.remember("k", at(10), async () => "tuesday", () => at(20));
    g.open();
    expect(await early).toBe("monday");
    expect(await late).toBe("tuesday");
  });

  it("does not store null, and is off with a zero lifetime", async () => {
    const cache = createReadCache(60_000);
    expect(await cache.remember("k", at(0), async () => null)).toBeNull();
    expect(cache.get("k", at(0))).toBeUndefined();
    const off = createReadCache(0);
    const next = counter();
    expect(off.isEnabled).toBe(false);
    await off.remember("k", at(0), next);
    expect(await off.remember("k", at(0), next)).toBe(2);
  });
});

describe("cachedJson", () => {
  it("serializes once while fresh, with a stable weak ETag", async () => {
    const cache = createReadCache(60_000);
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    const a = await cachedJson(cache, "k", at(0), compute);
    const b = await cachedJson(cache, "k", at(1), compute);
    expect(calls).toBe(1);
    expect(b).toEqual(a);
    expect(JSON.parse(a.body)).toEqual({ n: 1 });
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
    cache.invalidate();
    expect(JSON.parse((await cachedJson(cache, "k", at(1), compute)).body)).toEqual({ n: 2 });
  });
});

describe("invalidateOnWrite", () => {
  /** An app whose POST waits for a signal, to look at the cache while the write is in flight. */
  function app() {
    const cache = createReadCache(60_000);
    const a = express();
    a.use(invalidateOnWrite(cache));
    const write = gate(undefined);
    let markStarted = () => {};
    const hasStarted = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    a.get("/r", (_req, res) => {
      res.send("ok");
    });
    a.post("/w", async (_req, res) => {
      // A read that starts and finishes during the write: the end of the write must drop what it stored.
      await cache.remember("during", at(0), async () => 1);
      markStarted();
      await write.compute();
      res.status(204).end();
    });
    return { a, cache, hasStarted, finishWrite: write.open };
  }

  it("reads leave the cache alone; a write empties it when it starts and again when it ends", async () => {
    const { a, cache, hasStarted, finishWrite } = app();
    await cache.remember("before", at(0), async () => 1);
    await request(a).get("/r").expect(200);
    expect(cache.get("before", at(0))).toBe(1);
    const write = request(a)
      .post("/w")
      .then((r) => r.status);
    await hasStarted;
    expect(cache.get("before", at(0))).toBeUndefined();
    expect(cache.get("during", at(0))).toBe(1);
    finishWrite();
    expect(await write).toBe(204);
    expect(cache.get("during", at(0))).toBeUndefined();
  });
});
