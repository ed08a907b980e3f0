import type { CallOutcome, FollowUpChannel, PersonState } from "./follow-up";
import { addLocalDays, localDate } from "./time";

// The family's one line about the programme's last contact ('Llamada del programa ayer: todo bien'): when, how
// and how the person was; never the staff's note nor who called.

const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];

function dayWords(at: Date, now: Date, timezone: string): string {
  const day = localDate(at, timezone);
  const today = localDate(now, timezone);
  if (day === today) return "hoy";
  if (day === addLocalDays(today, -1)) return "ayer";
  const [, month, date] = day.split("-").map(Number);
  return `el ${date} de ${MONTHS[month - 1]}`;
}

const STATE_WORDS: Record<PersonState, string> = { bien: "todo bien", regular: "se encontraba regular", mal: "se encontraba mal" };

function outcomeWords(outcome: CallOutcome, state: PersonState | null): string {
  switch (outcome) {
    case "hablamos":
    case "visita_hecha":
      return state ? STATE_WORDS[state] : "hablaron con el personal";
    case "derivado":
      return "se le puso en contacto con otro servicio";
    case "no_contesta":
      return "no contestó";
    case "deja_recado":
      return "se le dejó un recado";
  }
}

export function lastContactLabel(
  contact: { channel: FollowUpChannel; outcome: CallOutcome; personState: PersonState | null; createdAt: string },
  now: Date,
  timezone: string,
): string {
  const kind = contact.channel === "visit" ? "Visita del programa" : "Llamada del programa";
  return `${kind} ${dayWords(new Date(contact.createdAt), now, timezone)}: ${outcomeWords(contact.outcome, contact.personState)}`;
}
