import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { cachedJson, createReadCache, invalidateOnWrite } from "./read-cache";

const at = (s: number) => new Date(Date.UTC(2026, 10, 18, 10, 0, s));

describe("createReadCache", () => {
  it("keeps a value for its lifetime by the given clock, and forgets it when the clock goes back", () => {
    const cache = createReadCache(2_000);
    cache.set("k", 1, cache.generation(), at(0));
    expect(cache.get("k", at(1))).toBe(1);
    expect(cache.get("k", at(2))).toBeUndefined();
    cache.set("k", 2, cache.generation(), at(10));
    expect(cache.get("k", at(9))).toBeUndefined();
  });

  it("never keeps a value past its own bound", () => {
    const cache = createReadCache(60_000);
    cache.set("k", 1, cache.generation(), at(0), at(5));
    expect(cache.get("k", at(4))).toBe(1);
    expect(cache.get("k", at(5))).toBeUndefined();
  });

  it("drops a value computed before an invalidation (a write happened meanwhile)", () => {
    const cache = createReadCache(60_000);
    const generation = cache.generation();
    cache.invalidate();
    cache.set("k", "stale", generation, at(0));
    expect(cache.get("k", at(0))).toBeUndefined();
    cache.set("k", "fresh", cache.generation(), at(0));
    expect(cache.get("k", at(0))).toBe("fresh");
    cache.invalidate();
    expect(cache.get("k", at(0))).toBeUndefined();
  });

  it("is off with a zero lifetime", () => {
    const cache = createReadCache(0);
    cache.set("k", 1, cache.generation(), at(0));
    expect(cache.isEnabled).toBe(false);
    expect(cache.get("k", at(0))).toBeUndefined();
  });
});

describe("cachedJson", () => {
  it("computes once while fresh, with a stable weak ETag", async () => {
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
    let release = () => {};
    const inFlight = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markStarted = () => {};
    const hasStarted = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    a.get("/r", (_req, res) => {
      res.send("ok");
    });
    a.post("/w", async (_req, res) => {
      // A read that starts during the write and stores its result: the end of the write must drop it.
      cache.set("during", 1, cache.generation(), at(0));
      markStarted();
      await inFlight;
      res.status(204).end();
    });
    return { a, cache, release, hasStarted };
  }

  it("reads leave the cache alone; a write empties it when it starts and again when it ends", async () => {
    const { a, cache, release, hasStarted } = app();
    cache.set("before", 1, cache.generation(), at(0));
    await request(a).get("/r").expect(200);
    expect(cache.get("before", at(0))).toBe(1);
    const write = request(a).post("/w").then((r) => r.status);
    await hasStarted;
    expect(cache.get("before", at(0))).toBeUndefined();
    expect(cache.get("during", at(0))).toBe(1);
    release();
    expect(await write).toBe(204);
    expect(cache.get("during", at(0))).toBeUndefined();
  });
});
