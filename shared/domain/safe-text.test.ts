import { describe, expect, it } from "vitest";
import { isOnlyInvisible, isSafeMultiLine, isSafeOneLine, toMultiLine, toOneLine } from "./safe-text";

const cp = (n: number) => String.fromCodePoint(n);
const around = (n: number) => `Carmen${cp(n)}López`;
/** [U+XXXX label, code point] rows, so test names read as code points. */
const rows = (points: number[]) =>
  points.map((n) => [n.toString(16).toUpperCase().padStart(4, "0"), n] as const);

// Each class at its edges: the first and last code point of every range, and the neighbours just outside.
const LINE_BREAKS = [0x0a, 0x0b, 0x0c, 0x0d, 0x85, 0x2028, 0x2029];
const CONTROLS = [0x00, 0x01, 0x08, 0x09, 0x1f, 0x7f, 0x80, 0x9f];
const BIDI = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
const INVISIBLE = [0xad, 0x34f, 0x115f, 0x180e, 0x200b, 0x200c, 0x200d, 0x2060, 0x2064, 0x3164, 0xfe0f, 0xfeff, 0xe0001];
const JUST_OUTSIDE = [0x20, 0x7e, 0xa0, 0xa1, 0x061b, 0x061d, 0x200a, 0x2010, 0x2027, 0x202f, 0x2065, 0x206a];

describe("isSafeOneLine", () => {
  it.each(rows(LINE_BREAKS))("refuses the line break U+%s anywhere", (_hex, n) => {
    expect(isSafeOneLine(around(n))).toBe(false);
    expect(isSafeOneLine(`Carmen${cp(n)}`)).toBe(false);
  });
  it.each(rows(CONTROLS))("refuses the control character U+%s (tab included)", (_hex, n) => {
    expect(isSafeOneLine(around(n))).toBe(false);
  });
  it.each(rows(BIDI))("refuses the bidi control U+%s", (_hex, n) => {
    expect(isSafeOneLine(around(n))).toBe(false);
  });
  it.each(rows(JUST_OUTSIDE))("accepts U+%s, just outside the refused ranges", (_hex, n) => {
    expect(isSafeOneLine(around(n))).toBe(true);
  });
  it("accepts names in any script, accents, apostrophes, hyphens and emoji with joiners", () => {
    for (const name of ["María José", "O'Connor", "Núñez-Ruiz", "Zoë", "Łukasz", "محمد", "李小龙", "👩‍👧", "❤️", ""])
      expect(isSafeOneLine(name), name).toBe(true);
  });
  it.each(rows(INVISIBLE))("refuses a value made only of U+%s (also with spaces), accepts it inside visible text", (_hex, n) => {
    expect(isSafeOneLine(cp(n))).toBe(false);
    expect(isSafeOneLine(`${cp(n)}${cp(n)} ${cp(n)}`)).toBe(false);
    expect(isSafeOneLine(`Ana${cp(n)}`)).toBe(true);
  });
});

describe("isOnlyInvisible", () => {
  it("is false for empty, for plain spaces, and for any visible character", () => {
    expect(isOnlyInvisible("")).toBe(false);
    expect(isOnlyInvisible("   ")).toBe(false);
    expect(isOnlyInvisible(`${cp(0x200b)}a`)).toBe(false);
    expect(isOnlyInvisible(`${cp(0x200b)} ${cp(0xfeff)}`)).toBe(true);
  });
});

describe("isSafeMultiLine", () => {
  it("keeps line feeds and tabs", () => {
    expect(isSafeMultiLine("Hola,\n\n\tun abrazo")).toBe(true);
  });
  it.each(rows([0x00, 0x08, 0x0b, 0x0c, 0x0d, 0x1f, 0x7f, 0x85, 0x9f, 0x2028, 0x2029, ...BIDI]))(
    "refuses U+%s",
    (_hex, n) => expect(isSafeMultiLine(around(n))).toBe(false),
  );
  it("refuses a text made only of invisible characters and line feeds", () => {
    expect(isSafeMultiLine(`${cp(0x200b)}\n${cp(0x2060)}`)).toBe(false);
  });
});

describe("toOneLine", () => {
  it("turns every line break and control into one space and drops bidi controls", () => {
    expect(toOneLine("Carmen\r\nBcc: intruso@malo.test")).toBe("Carmen Bcc: intruso@malo.test");
    expect(toOneLine(`Ana${cp(0x2028)}${cp(0x2029)}\tLópez${cp(0x202e)}`)).toBe("Ana López");
    expect(toOneLine(" Carmen  López ")).toBe("Carmen López");
  });
  it("leaves nothing that isSafeOneLine refuses, except only-invisible values", () => {
    const hostile = [...LINE_BREAKS, ...CONTROLS, ...BIDI].map(cp).join("x");
    expect(isSafeOneLine(toOneLine(hostile))).toBe(true);
  });
});

describe("toMultiLine", () => {
  it("keeps line feeds and tabs, turns other breaks into line feeds and drops controls and bidi", () => {
    expect(toMultiLine("Hola\r\nmundo\r¿qué\u2028tal?\tbien")).toBe("Hola\nmundo\n¿qué\ntal?\tbien");
    expect(toMultiLine("Pago\u202e4321\u0007\u001b[0m")).toBe("Pago4321[0m");
    const hostile = [...LINE_BREAKS, ...CONTROLS, ...BIDI].map(cp).join("x");
    expect(isSafeMultiLine(toMultiLine(hostile))).toBe(true);
  });
});
