// Texts of security alerts. Staff read and act on alerts, so nothing an unknown person typed may read as
// an instruction ("URGENTE llame al 600..."): the alert names the person targeted (from our records) and
// counts the attempts; a typed name appears only when no one matched, quoted, cut short and labelled.
import { fullName } from "./names";

export const TYPED_NAME_MAX = 20;

/** Letters only, so a typed name can carry no phone number, link or line break into staff's screen. */
export function quoteTypedName(typed: string): string {
  const letters = typed
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}' -]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const cut = [...letters];
  const short = cut.length > TYPED_NAME_MAX ? `${cut.slice(0, TYPED_NAME_MAX).join("").trimEnd()}…` : letters;
  return `«${short}»`;
}

export function pinLockAlertText(input: {
  person: { firstName: string; lastName: string } | null;
  attempts: number;
  typedName: string;
}): string {
  if (input.person) {
    const name = fullName(input.person);
    return `Acceso con PIN bloqueado para ${name} tras ${input.attempts} intentos fallidos`;
  }
  return `Acceso con PIN bloqueado tras ${input.attempts} intentos fallidos con un nombre que no corresponde a nadie, escrito por un usuario desconocido: ${quoteTypedName(input.typedName)}`;
}
