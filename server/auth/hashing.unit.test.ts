import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_SCRYPT_COST } from "../test/constants";
import { createPasswordHasher, createPinHasher, PRODUCTION_SCRYPT_COST } from "./hashing";
import { productionHashers } from "./production-hashers";

// The tests hash at a cheap cost (server/test/constants.ts); this file keeps the production cost from drifting.

const costOf = (encoded: string) => encoded.split("$").slice(0, 4).join("$");
const PRODUCTION = "scrypt$32768$8$1";

describe("scrypt cost", () => {
  it("is N=2^15, r=8, p=1 by default and in the server's wiring (index.ts, dev.ts, seeds, CLIs)", async () => {
    expect(PRODUCTION_SCRYPT_COST).toEqual({ N: 32768, r: 8, p: 1 });
    expect(costOf(await createPasswordHasher().hashPassword("Demo-1234"))).toBe(PRODUCTION);
    expect(costOf(await createPinHasher("pepper").hashPin("4826"))).toBe(PRODUCTION);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "acompana-hashers-"));
    try {
      const { passwords, pins } = productionHashers({ pinPepper: undefined, dataDir });
      expect(costOf(await passwords.hashPassword("Demo-1234"))).toBe(PRODUCTION);
      expect(costOf(await pins.hashPin("4826"))).toBe(PRODUCTION);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("verifies a hash by the cost it carries, so hashes made at another cost keep working", async () => {
    const cheap = createPasswordHasher(TEST_SCRYPT_COST);
    const production = createPasswordHasher();
    const stored = await cheap.hashPassword("Demo-1234");
    expect(costOf(stored)).toBe(`scrypt$${TEST_SCRYPT_COST.N}$${TEST_SCRYPT_COST.r}$${TEST_SCRYPT_COST.p}`);
    expect(await production.verifyPassword("Demo-1234", stored)).toBe(true);
    expect(await production.verifyPassword("demo-1234", stored)).toBe(false);
    const pin = await createPinHasher("pepper").hashPin("4826");
    expect(await createPinHasher("pepper", TEST_SCRYPT_COST).verifyPin("4826", pin)).toBe(true);
    expect(await createPinHasher("other", TEST_SCRYPT_COST).verifyPin("4826", pin)).toBe(false);
  });
});
