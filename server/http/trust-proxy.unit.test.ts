import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { expressTrustProxy, parseTrustProxy } from "./trust-proxy";

// The address per-address limits count: the one the first trusted proxy saw, never one the client wrote.
async function addressSeen(setting: string | undefined, forwardedFor?: string) {
  const app = express();
  app.set("trust proxy", expressTrustProxy(parseTrustProxy(setting)!));
  app.get("/", (req, res) => {
    res.json({ ip: req.ip });
  });
  const req = request(app).get("/");
  return ((await (forwardedFor ? req.set("X-Forwarded-For", forwardedFor) : req)).body as { ip: string }).ip;
}

const DIRECT = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

describe("TRUST_PROXY", () => {
  it("off: X-Forwarded-For is ignored, the connection's address counts", async () => {
    expect(await addressSeen(undefined, "203.0.113.9")).toMatch(DIRECT);
    expect(await addressSeen("0", "203.0.113.9")).toMatch(DIRECT);
  });

  it("1: only the address the one proxy appended counts, whatever the client prepended", async () => {
    expect(await addressSeen("1", "198.51.100.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(await addressSeen("1", "1.1.1.1, 2.2.2.2, 203.0.113.9")).toBe("203.0.113.9");
  });

  it("2 hops: the address the outer proxy saw", async () => {
    expect(await addressSeen("2", "198.51.100.1, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
  });

  it("a list of proxy addresses: the first address not in the list", async () => {
    const proxies = "127.0.0.1,::1,::ffff:127.0.0.1,10.0.0.0/8";
    expect(await addressSeen(proxies, "198.51.100.1, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
    expect(await addressSeen("10.0.0.0/8", "203.0.113.9")).toMatch(DIRECT);
  });
});
