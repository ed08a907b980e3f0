import { describe, expect, it } from "vitest";
import {
  DEMO_PASSWORDS,
  newPasswordProblem,
  PASSWORD_LIMITS,
  passwordLengthProblem,
  personalParts,
  type PasswordCheck,
} from "./password-rules";

const blocklist = new Set(["password123", "qwertyuiop12", "contraseña1234"]);
const check = (over: Partial<PasswordCheck> = {}): PasswordCheck => ({
  role: "professional",
  person: { email: "lucia.romero@ayto.es", firstName: "Lucía", lastName: "Romero" },
  isDemo: false,
  isCommon: (p) => blocklist.has(p),
  ...over,
});

describe("password length", () => {
  it("asks staff for 12 characters: 11 is refused, 12 accepted", () => {
    expect(passwordLengthProblem("a".repeat(11), "professional")).toBe("tooShortProfessional");
    expect(passwordLengthProblem("a".repeat(12), "professional")).toBeNull();
  });

  it("keeps 8 for family: 7 is refused, 8 accepted", () => {
    expect(passwordLengthProblem("a".repeat(7), "family")).toBe("tooShortFamily");
    expect(passwordLengthProblem("a".repeat(8), "family")).toBeNull();
  });

  it("accepts long passphrases up to the maximum, which is far above 64", () => {
    expect(PASSWORD_LIMITS.max).toBeGreaterThanOrEqual(64);
    expect(passwordLengthProblem("b".repeat(64), "professional")).toBeNull();
    expect(passwordLengthProblem("b".repeat(PASSWORD_LIMITS.max), "professional")).toBeNull();
    expect(passwordLengthProblem("b".repeat(PASSWORD_LIMITS.max + 1), "professional")).toBe("tooLong");
  });

  it("calls an empty password missing", () => {
    expect(passwordLengthProblem("", "family")).toBe("required");
  });
});

describe("new password rules", () => {
  it("accepts a long unrelated passphrase", () => {
    expect(newPasswordProblem("tres tristes tigres", check())).toBeNull();
  });

  it("refuses a blocklisted password whatever its case", () => {
    expect(newPasswordProblem("QwertyUiop12", check())).toBe("common");
    expect(newPasswordProblem("Password123", check({ role: "family" }))).toBe("common");
  });

  it("folds accents before the blocklist lookup", () => {
    expect(newPasswordProblem("contrasena1234", check({ isCommon: (p) => p === "contrasena1234" }))).toBe("common");
  });

  it("refuses the service's own name with digits or symbols", () => {
    expect(newPasswordProblem("Acompaña-2026!", check())).toBe("common");
  });

  it("refuses the person's names and e-mail local part anywhere inside, accents and case aside", () => {
    expect(newPasswordProblem("soy-LUCIA-del-ayto", check())).toBe("personal");
    expect(newPasswordProblem("xxromeroxx2026", check())).toBe("personal");
    expect(newPasswordProblem("mi lucia.romero!", check())).toBe("personal");
  });

  it("does not look for name parts shorter than four characters", () => {
    const ana = check({ person: { email: "ana@ayto.es", firstName: "Ana", lastName: "Gil" } });
    expect(newPasswordProblem("banana-gilded-tower", ana)).toBeNull();
    expect(personalParts({ email: "ana.gil@x.es", firstName: "Ana", lastName: "Gil" })).toEqual(["ana.gil"]);
  });

  it("allows the demo's published password only in demo mode (and only where long enough)", () => {
    const [demo] = DEMO_PASSWORDS;
    expect(newPasswordProblem(demo, check({ role: "family", isDemo: true }))).toBeNull();
    expect(newPasswordProblem(demo, check({ role: "family", isDemo: false }))).toBe("demo");
    expect(newPasswordProblem(demo, check({ role: "professional", isDemo: true }))).toBe("tooShortProfessional");
  });
});
