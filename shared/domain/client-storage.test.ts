import { describe, expect, it } from "vitest";
import {
  FONT_SIZE_LABELS,
  fontSizes,
  isKnownRole,
  parseFontSize,
  parseNoTimeLimit,
  parseStoredUser,
} from "./client-storage";

describe("parseFontSize", () => {
  it.each(fontSizes)("accepts %s", (size) => expect(parseFontSize(size)).toBe(size));
  it.each(["", "huge", "Medium", null, undefined, "extra large"])("rejects %j", (raw) => {
    expect(parseFontSize(raw)).toBeNull();
  });
  it("labels every size exactly as documented", () => {
    expect(FONT_SIZE_LABELS).toEqual({
      small: "Pequeño (14px - Compacto)",
      medium: "Mediano (16px - Estándar)",
      large: "Grande (18px - Cómodo)",
      "extra-large": "Muy Grande (20px - Accesible)",
    });
  });
});

describe("parseNoTimeLimit", () => {
  it("is on only for the stored text true", () => expect(parseNoTimeLimit("true")).toBe(true));
  it.each(["false", "", "TRUE", "1", null, undefined])("keeps the documented countdowns for %j", (raw) => {
    expect(parseNoTimeLimit(raw)).toBe(false);
  });
});

describe("parseStoredUser", () => {
  it("accepts a user with id and role", () => {
    expect(parseStoredUser('{"id":"u1","role":"elderly","firstName":"Carmen"}')).toMatchObject({
      id: "u1",
      role: "elderly",
      firstName: "Carmen",
    });
  });
  it.each([
    null,
    "",
    "{",
    "null",
    "[]",
    '"text"',
    '{"id":"u1"}',
    '{"role":"family"}',
    '{"id":"","role":"family"}',
    '{"id":"u1","role":7}',
  ])("rejects %j", (raw) => {
    expect(parseStoredUser(raw)).toBeNull();
  });
  it("keeps an unknown role so the app can show 'Verificando acceso...'", () => {
    const user = parseStoredUser('{"id":"u1","role":"admin"}');
    expect(user?.role).toBe("admin");
    expect(isKnownRole(user?.role)).toBe(false);
    expect(isKnownRole("professional")).toBe(true);
  });
});
