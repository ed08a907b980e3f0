import { describe, expect, it } from "vitest";
import { classifyMessage } from "./classify";

// Regional ways of saying it: a body part that "da guerra" aches; a relative named in Galician is a relative.
describe("a body part that gives trouble", () => {
  it.each(["las rodillas me están dando guerra con el frío", "la cadera me da mucha lata por las mañanas"])(
    "%s is a pain",
    (text) => expect(classifyMessage(text).intent).toBe("pain"),
  );
  it("a grandson who gives trouble is not", () => {
    expect(classifyMessage("mi nieto el pequeño me da mucha guerra").intent).not.toBe("pain");
  });
});

describe("Galician relatives", () => {
  it("'mi neto' is a grandson to call", () => {
    expect(classifyMessage("quiero hablar con mi neto").intent).toBe("call_family");
  });
});
