import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveVapidKeys } from "./vapid-keys";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "acompana-vapid-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the server's VAPID keys", () => {
  it("are made on first start, kept readable only by the server's user, and the same on every start", () => {
    const first = resolveVapidKeys(dir);
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
    expect(fs.statSync(path.join(dir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(dir)).toEqual(first);
  });

  it("refuses a damaged file rather than making new keys behind the relatives' backs", () => {
    const other = fs.mkdtempSync(path.join(dir, "x-"));
    fs.writeFileSync(path.join(other, "vapid-keys.json"), JSON.stringify({ publicKey: "solo-una" }));
    expect(() => resolveVapidKeys(other)).toThrow(/no contiene un par de claves VAPID/);
  });
});
