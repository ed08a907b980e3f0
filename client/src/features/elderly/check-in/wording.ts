import type { CheckInAnswerValue } from "@shared/domain/check-in";
import type { FormOfAddress } from "@shared/domain/form-of-address";

// What the check-in says, in the person's form of address (usted or tú, from their record).

export const CHECK_IN_BUTTONS: ReadonlyArray<{ answer: CheckInAnswerValue; label: string }> = [
  { answer: "bien", label: "Bien" },
  { answer: "regular", label: "Regular" },
  { answer: "mal", label: "Mal" },
];

export function checkInWording(form: FormOfAddress) {
  const isUsted = form === "usted";
  return {
    question: isUsted ? "¿Cómo se encuentra hoy?" : "¿Cómo te encuentras hoy?",
    callQuestion: isUsted ? "¿Quiere que le llame el personal?" : "¿Quieres que te llame el personal?",
    willCall: isUsted ? "El personal le llamará hoy." : "El personal te llamará hoy.",
    followUp: isUsted
      ? "Gracias. El personal le llamará hoy para saber cómo sigue."
      : "Gracias. El personal te llamará hoy para saber cómo sigues.",
    noCall: isUsted
      ? "Gracias por decírnoslo. Si lo necesita, pulse «Ayuda profesional»."
      : "Gracias por decírnoslo. Si lo necesitas, pulsa «Ayuda profesional».",
    fine: isUsted ? "Gracias. ¡Que tenga un buen día!" : "Gracias. ¡Que tengas un buen día!",
  };
}

/** The calm line the home shows once today's check-in is answered. */
export function answeredLine(form: FormOfAddress, answer: CheckInAnswerValue, wantsCall: boolean | null): string {
  const w = checkInWording(form);
  if (answer === "bien") return w.fine;
  if (answer === "regular") return w.followUp;
  return wantsCall === false ? w.noCall : w.willCall;
}
