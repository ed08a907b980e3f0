import { describe, expect, it } from "vitest";
import {
  isSafetyCheckDue,
  safetyCheckDueBefore,
  safetyCheckHelpText,
  safetyCheckStaffText,
} from "./safety-check";

const asked = new Date("2026-11-18T10:00:00.000Z");
const at = (ms: number) => new Date(asked.getTime() + ms);

describe("safety question: when staff are asked to check", () => {
  it("is not due one millisecond before 10 minutes", () => {
    expect(isSafetyCheckDue({ createdAt: asked, answeredAt: null }, at(10 * 60_000 - 1))).toBe(false);
  });

  it("is due at exactly 10 minutes and after", () => {
    expect(isSafetyCheckDue({ createdAt: asked, answeredAt: null }, at(10 * 60_000))).toBe(true);
    expect(isSafetyCheckDue({ createdAt: asked, answeredAt: null }, at(3 * 3_600_000))).toBe(true);
  });

  it("is never due once answered", () => {
    expect(isSafetyCheckDue({ createdAt: asked, answeredAt: at(60_000) }, at(20 * 60_000))).toBe(false);
  });

  it("the query bound agrees with the rule at the boundary", () => {
    const now = at(10 * 60_000);
    expect(safetyCheckDueBefore(now).getTime()).toBe(asked.getTime());
    expect(safetyCheckDueBefore(at(10 * 60_000 - 1)).getTime()).toBeLessThan(asked.getTime());
  });
});

describe("safety question: what staff read", () => {
  it("names the danger read, without the final full stop", () => {
    expect(safetyCheckStaffText("Posible caída.")).toBe(
      "No ha respondido en 10 minutos a la pregunta del asistente «¿Está bien?» (Posible caída). Llame para comprobar que está bien.",
    );
    expect(safetyCheckHelpText(null)).toBe("Solicitud de ayuda: respondió «Sí, necesito ayuda» a la pregunta del asistente");
  });
});
