import { describe, expect, it } from "vitest";
import { weakPinReason } from "./weak-pins";

describe("weakPinReason", () => {
  it.each([
    ["0000", "repeated"],
    ["1111", "repeated"],
    ["1212", "repeated"],
    ["1122", "repeated"],
    ["1221", "repeated"],
    ["6969", "repeated"],
    ["1234", "sequence"],
    ["0123", "sequence"],
    ["5678", "sequence"],
    ["4321", "sequence"],
    ["9876", "sequence"],
    ["7890", "sequence"],
    ["8901", "sequence"],
    ["2468", "sequence"],
    ["1357", "sequence"],
    ["0369", "sequence"],
    ["1098", "sequence"],
    ["2580", "keypad"],
    ["0852", "keypad"],
    ["1470", "keypad"],
    ["1397", "keypad"],
    ["7931", "keypad"],
    ["1920", "year"],
    ["1986", "year"],
    ["2000", "year"],
    ["2030", "year"],
  ])("refuses %s (%s)", (pin, reason) => {
    expect(weakPinReason(pin)).toBe(reason);
  });

  it.each(["1918", "2031", "4826", "5173", "3958", "6142", "1235", "8520", "0102"])("accepts %s", (pin) => {
    expect(weakPinReason(pin)).toBeNull();
  });

  it("leaves a reasonable share of PINs to choose from", () => {
    const allowed = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, "0")).filter((p) => !weakPinReason(p));
    expect(allowed.length).toBeGreaterThan(9_500);
  });
});
