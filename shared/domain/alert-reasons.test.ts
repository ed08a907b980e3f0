import { describe, expect, it } from "vitest";
import { type AlertReason, alertContentOf } from "./alert-reasons";
import type { Dose } from "./unconfirmed-doses";

const dose = (title: string, occurrenceDate: string, reminderTime: string) =>
  ({ title, occurrenceDate, reminderTime }) as Dose;

describe("alertContentOf: each reason owns its type, severity and text", () => {
  it("a help request is a high 'help' alert", () => {
    expect(alertContentOf({ kind: "help-request" })).toEqual({
      type: "help",
      severity: "high",
      content: "Solicitud de ayuda desde la aplicación",
      category: null,
    });
  });

  it("lockouts are medium security alerts; a PIN lockout names the person from the records", () => {
    expect(alertContentOf({ kind: "password-lockout" })).toMatchObject({ type: "security", severity: "medium" });
    const pin = alertContentOf({
      kind: "pin-lockout",
      person: { firstName: "Carmen", lastName: "López" },
      attempts: 5,
      typedName: "carmen",
    });
    expect(pin).toEqual({
      type: "security",
      severity: "medium",
      content: "Acceso con PIN bloqueado para Carmen López tras 5 intentos fallidos",
      category: null,
    });
  });

  it("a typed name that matches nobody reaches staff quoted and stripped of digits", () => {
    const pin = alertContentOf({ kind: "pin-lockout", person: null, attempts: 5, typedName: "URGENTE llame al 600123123" });
    expect(pin.content).toContain("«URGENTE llame al»");
    expect(pin.content).not.toMatch(/\d{3}/);
  });

  it("the assistant's question: 'Sí' is a high 'help' request, no answer a low 'check' ('Comprobar')", () => {
    expect(alertContentOf({ kind: "safety-check-help", reason: "Posible caída" })).toEqual({
      type: "help",
      severity: "high",
      content: "Solicitud de ayuda: respondió «Sí, necesito ayuda» a la pregunta del asistente (Posible caída)",
      category: null,
    });
    expect(alertContentOf({ kind: "safety-check-unanswered", reason: null })).toMatchObject({
      type: "check",
      severity: "low",
    });
  });

  it("the assistant's urgency keeps its severity and category", () => {
    const reason: AlertReason = { kind: "assistant-urgency", severity: "critical", reason: "Dolor en el pecho", category: "chest_pain" };
    expect(alertContentOf(reason)).toEqual({
      type: "health",
      severity: "critical",
      content: "Posible urgencia detectada en el asistente: Dolor en el pecho",
      category: "chest_pain",
    });
  });

  it("two missed doses are a high health alert that names both", () => {
    const content = alertContentOf({
      kind: "missed-doses",
      doses: [dose("Tomar Enalapril", "2026-11-24", "21:30"), dose("Tomar Enalapril", "2026-11-25", "09:00")],
    });
    expect(content).toEqual({
      type: "health",
      severity: "high",
      content: "Dos tomas seguidas sin confirmar: Tomar Enalapril (2026-11-24 21:30) y Tomar Enalapril (2026-11-25 09:00)",
      category: null,
    });
  });
});
