import { describe, expect, it } from "vitest";
import { isValidPhone, normalizePhone, PHONE_MAX_LENGTH, telHref } from "./phone";

describe("normalizePhone", () => {
  it.each([
    // Spanish: 9 digits starting with 6, 7, 8 or 9, grouped as people write them.
    ["600 123 456", "+34600123456"],
    ["612345678", "+34612345678"],
    ["700123456", "+34700123456"],
    ["91 123 45 67", "+34911234567"],
    ["(91) 123-45-67", "+34911234567"],
    ["600.12.34.56", "+34600123456"],
    ["  600 123 456  ", "+34600123456"],
    // International: + or 00, then 7 to 15 digits not starting with 0.
    ["+34 600 123 456", "+34600123456"],
    ["0034 600 123 456", "+34600123456"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+351 212345", "+351212345"],
    ["+123456789012345", "+123456789012345"],
  ])("%j -> %j", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["llamar a Manuel", "words"],
    ["600 123 45", "8 Spanish digits"],
    ["600 123 4567", "10 Spanish digits"],
    ["500 123 456", "a Spanish number starting with 5"],
    ["012 345 678", "a Spanish number starting with 0"],
    ["112", "a short number"],
    ["+34 600", "6 international digits"],
    ["+1234567890123456", "16 international digits"],
    ["+0 600 123 456", "an international number starting with 0"],
    ["600+123456", "a + inside"],
    ["++34600123456", "two +"],
    ["600 123 456 ext 2", "an extension"],
    ["600/123/456", "slashes"],
    ["600\n123456", "a line break"],
    ["+34 600 123 456 7 8 9", "over 20 characters"],
  ])("%j (%s) -> null", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it("accepts exactly the maximum length and no more", () => {
    const atMost = "+34 6 0 0 1 2 3 4 56";
    expect(atMost).toHaveLength(PHONE_MAX_LENGTH);
    expect(normalizePhone(atMost)).toBe("+34600123456");
    expect(normalizePhone(`${atMost} `)).toBe("+34600123456");
    expect(normalizePhone(`+34 6 0 0 1 2 3 4 5 6`)).toBeNull();
  });
});

describe("isValidPhone", () => {
  it("accepts empty (not recorded) and numbers, refuses the rest", () => {
    expect(isValidPhone("")).toBe(true);
    expect(isValidPhone("   ")).toBe(true);
    expect(isValidPhone("600 000 001")).toBe(true);
    expect(isValidPhone("sin teléfono")).toBe(false);
  });
});

describe("telHref", () => {
  it("dials the number in international form", () => {
    expect(telHref("600 123 456")).toBe("tel:+34600123456");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });

  it("gives no link for an empty or unusable number", () => {
    expect(telHref("")).toBeNull();
    expect(telHref("llamar a Manuel")).toBeNull();
  });
});
