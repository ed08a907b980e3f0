import { describe, expect, it } from "vitest";
import { uuidFrom } from "./scale-data";
import { Rng } from "./seed-util";

describe("scale data ids", () => {
  it("do not collide at the size of a region (the 32-bit generator alone did, near 80,000 reminders)", () => {
    const root = new Rng(20_000).fork("municipality:1");
    const ids = new Set<string>();
    let drawn = 0;
    for (let person = 0; person < 30_000; person++) {
      const rng = root.fork(`person:${person}`);
      for (let k = 0; k < 5; k++, drawn++) ids.add(uuidFrom(rng));
    }
    expect(ids.size).toBe(drawn);
    // 150,000 ids: about 1.5 s alone, several times that while the other worker runs API files.
  }, 30_000);

  it("are the same on every run and shaped as version-4 UUIDs", () => {
    const a = uuidFrom(new Rng(7).fork("ids"));
    expect(uuidFrom(new Rng(7).fork("ids"))).toBe(a);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
