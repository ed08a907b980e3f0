import type { AlertSeverity, AlertType } from "./enums";
import { NO_ANSWER_ALERT_TEXT } from "./follow-up";
import { safetyCheckHelpText, safetyCheckStaffText } from "./safety-check";
import { pinLockAlertText } from "./security-alerts";
import { type Dose, missedInARowContent } from "./unconfirmed-doses";

// Every alert staff receive, by why it was raised (docs/behaviour/04-states.md#alert). Each reason owns its type,
// severity and the text staff read, so the same event always reads the same on the supervision screen.

export const HELP_REQUEST_TEXT = "Solicitud de ayuda desde la aplicación";
const PASSWORD_LOCKOUT_TEXT = "Acceso bloqueado tras varias contraseñas incorrectas";
export const ASSISTANT_URGENCY_PREFIX = "Posible urgencia detectada en el asistente";
/** A missed morning check-in still unanswered at the evening deadline (one alert per person and day). */
export const CHECK_IN_MISSED_PREFIX = "Saludo diario sin respuesta";

export type AlertReason =
  /** The person pressed 'Ayuda profesional'. */
  | { kind: "help-request" }
  /** An account locked after wrong passwords. */
  | { kind: "password-lockout" }
  /** A name (known or not) locked after wrong PINs on a tablet. */
  | { kind: "pin-lockout"; person: { firstName: string; lastName: string } | null; attempts: number; typedName: string }
  /** The assistant read a possible emergency in what the person wrote. */
  | { kind: "assistant-urgency"; severity: AlertSeverity; reason: string; category: string }
  /** Two doses in a row not confirmed. */
  | { kind: "missed-doses"; doses: [Dose, Dose] }
  /** 'Sí, necesito ayuda' to the assistant's question: a help request like the button's. */
  | { kind: "safety-check-help"; reason: string | null }
  /** The assistant's question unanswered for 10 minutes: staff check on the person ('Comprobar'). */
  | { kind: "safety-check-unanswered"; reason: string | null }
  /** 'No contesta' twice in a row to the programme's calls: staff check on the person ('Comprobar'). */
  | { kind: "follow-up-no-answer" }
  /** The morning check-in unanswered, and the tablet unused since, by the evening deadline. */
  | { kind: "check-in-missed"; time: string };

type AlertContent = { type: AlertType; severity: AlertSeverity; content: string; category: string | null };

export function alertContentOf(reason: AlertReason): AlertContent {
  switch (reason.kind) {
    case "help-request":
      return { type: "help", severity: "high", content: HELP_REQUEST_TEXT, category: null };
    case "password-lockout":
      return { type: "security", severity: "medium", content: PASSWORD_LOCKOUT_TEXT, category: null };
    case "pin-lockout":
      return { type: "security", severity: "medium", content: pinLockAlertText(reason), category: null };
    case "assistant-urgency":
      return {
        type: "health",
        severity: reason.severity,
        content: `${ASSISTANT_URGENCY_PREFIX}: ${reason.reason}`,
        category: reason.category,
      };
    case "missed-doses":
      return { type: "health", severity: "high", content: missedInARowContent(reason.doses), category: null };
    case "safety-check-help":
      return { type: "help", severity: "high", content: safetyCheckHelpText(reason.reason), category: null };
    case "safety-check-unanswered":
      return { type: "check", severity: "low", content: safetyCheckStaffText(reason.reason), category: null };
    case "follow-up-no-answer":
      return { type: "check", severity: "medium", content: NO_ANSWER_ALERT_TEXT, category: null };
    case "check-in-missed":
      return {
        type: "inactivity",
        severity: "medium",
        content: `${CHECK_IN_MISSED_PREFIX} (${reason.time}) y sin uso de la aplicación desde entonces`,
        category: null,
      };
  }
}
