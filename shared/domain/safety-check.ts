// The assistant's safety question ('¿Está bien?'), asked when the detector is not sure: the person answers with
// one of two buttons; left unanswered, it becomes a low-priority 'Comprobar' item for staff.

export const SAFETY_CHECK_ANSWERS = ["help", "fine"] as const;
export type SafetyCheckAnswer = (typeof SAFETY_CHECK_ANSWERS)[number];

/** The two buttons, in this order: the one that raises the help alert first. */
export const SAFETY_CHECK_BUTTONS: Record<SafetyCheckAnswer, string> = {
  help: "Sí, necesito ayuda",
  fine: "Estoy bien",
};

/** How long a question may wait for its answer before staff are asked to check on the person. */
export const SAFETY_CHECK_STAFF_AFTER_MS = 10 * 60_000;

/** Unanswered for the full 10 minutes (exactly at 10 minutes it is due). */
export function isSafetyCheckDue(check: { createdAt: Date; answeredAt: Date | null }, now: Date): boolean {
  if (check.answeredAt) return false;
  return now.getTime() - check.createdAt.getTime() >= SAFETY_CHECK_STAFF_AFTER_MS;
}

/** Questions asked at or before this instant are due for staff, if still unanswered. */
export function safetyCheckDueBefore(now: Date): Date {
  return new Date(now.getTime() - SAFETY_CHECK_STAFF_AFTER_MS);
}

/** What staff read on the 'Comprobar' item: the person did not answer; what the question was about. */
export function safetyCheckStaffText(reason: string | null): string {
  const about = reason ? ` (${reason.trim().replace(/[.\s]+$/, "")})` : "";
  return `No ha respondido en 10 minutos a la pregunta del asistente «¿Está bien?»${about}. Llame para comprobar que está bien.`;
}

/** What staff read on the help request raised by 'Sí, necesito ayuda'. */
export function safetyCheckHelpText(reason: string | null): string {
  const about = reason ? ` (${reason.trim().replace(/[.\s]+$/, "")})` : "";
  return `Solicitud de ayuda: respondió «Sí, necesito ayuda» a la pregunta del asistente${about}`;
}
