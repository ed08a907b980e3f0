import { describe, expect, it } from "vitest";
import { assessSafety } from ".";

// Signals people use that the detector once missed on sets written apart: goodbyes by giving things away, a bare
// "estoy mal", a call to come, a child in danger the reader may not veto, a scam told over several clauses, and a
// dictated message that changes subject. Each with the everyday sentence that must stay calm.
const kindOf = (text: string) => {
  const verdict = assessSafety(text);
  return verdict && (verdict.kind === "alert" ? `alert:${verdict.risk.category}` : `ask:${verdict.category}`);
};

describe("things given away 'because they won't be needed'", () => {
  it("alerts when the need ends in the future", () => {
    expect(kindOf("le he regalao mis anillos a la vecina, a mi ya no me van a hacer falta")).toBe("alert:self_harm");
  });
  it("stays calm for an everyday gift in the present", () => {
    expect(kindOf("el coche ya no me hace falta, se lo he dao a mi nieto que se ha sacao el carnet")).toBeNull();
  });
});

describe("a bare call", () => {
  it.each(["estoy mal", "me encuentro fatal", "venid por favor", "no se q me pasa pero no estoy bien nada bien"])(
    "%s is a call for help",
    (text) => expect(kindOf(text)).toBe("alert:urgent_help"),
  );
  it.each(["no estoy mal, gracias", "estoy mal de la rodilla desde el invierno", "venga, vale", "no me encuentro bien"])(
    "%s is not an alert",
    (text) => expect(kindOf(text)?.startsWith("alert")).not.toBe(true),
  );
});

describe("someone else in danger now", () => {
  it.each(["el niño del tercero esta subido a la barandilla del balcon por fuera", "un chiquillo se ha caido a la piscina de la comunidad y no sale"])(
    "the reader may not veto %s",
    (text) => expect(kindOf(text)).toBe("alert:urgent_help"),
  );
  it("a neighbour who does not open and is heard moaning", () => {
    expect(kindOf("el vecino de arriba no abre y le oigo quejarse muy bajito")).toBe("alert:urgent_help");
  });
});

describe("scams told over several clauses", () => {
  it("a 'new number' asking for a transfer", () => {
    expect(kindOf("mama este es mi numero nuevo, se me ha roto el movil, necesito que me hagas un bizum hoy mismo")).toBe("alert:scam");
  });
  it("a question about what to do if it happens is not a scam in progress", () => {
    expect(kindOf("si un señor viene diciendo q es del gas sin avisar, q hago, para saberlo")).toBeNull();
  });
});

describe("dictated messages", () => {
  it("the danger between two remarks about the TV is read", () => {
    const text =
      "yo aca con la novela de la tarde que esta buenisima, y hace diez minutos me agarro un dolor de cabeza terrible como nunca en mi vida y vomite, que novela mas linda";
    expect(kindOf(text)).toMatch(/^alert:/);
  });
  it("'pero bueno' turns to another subject", () => {
    const text = "el aire acondicionado se estropeo y estoy mareadisima y tengo la piel ardiendo y seca pero bueno el concurso esta muy bien hoy";
    expect(kindOf(text)).toMatch(/^alert:/);
  });
});
