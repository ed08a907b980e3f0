import { describe, expect, it } from "vitest";
import { blocklistSize, isCommonPassword } from "./password-blocklist";
import { generateOneTimePassword, ONE_TIME_PASSWORD_PATTERN } from "./one-time-password";
import { passwordProblemMessage } from "./password-policy";

describe("password blocklist", () => {
  it("holds the package's list of about 49,000 common passwords (the figure SECURITY.md quotes)", () => {
    expect(blocklistSize()).toBeGreaterThan(45_000);
  });

  it("knows long breached passwords that pass the length rules", () => {
    for (const p of ["qwerty123456", "1q2w3e4r5t6y", "123456789012", "password1234"]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(isCommonPassword("tres tristes tigres")).toBe(false);
  });

  it("refuses them with the server's Spanish message", () => {
    const check = { role: "professional" as const, person: { email: "x@y.es" }, isDemo: false };
    expect(passwordProblemMessage("QWERTY123456", check)).toMatch(/demasiado común/);
  });
});

describe("one-time passwords", () => {
  it("are 4 groups of 4 readable characters, different each time", () => {
    const seen = new Set(Array.from({ length: 50 }, generateOneTimePassword));
    expect(seen.size).toBe(50);
    for (const p of seen) expect(p).toMatch(ONE_TIME_PASSWORD_PATTERN);
  });
});
