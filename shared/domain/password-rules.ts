import { foldAccents } from "./text-fold";

// The one owner of what a family or staff password must be (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts).
// Registration, change, reset, the admin CLI and the zod contracts all ask here. The blocklist itself is
// data the server loads (server/auth/password-blocklist.ts): it is passed in, so this stays pure and the
// client bundle does not carry 50,000 words.

export const PASSWORD_LIMITS = {
  /** Family members keep the length they always had: they choose on a phone and use one account. */
  familyMin: 8,
  /** Staff reach every older person of the municipality: a longer secret (NIST SP 800-63B asks 8; we ask 12). */
  professionalMin: 12,
  /** Long passphrases are welcome; the bound only keeps scrypt's input sane. */
  max: 200,
  /** A name or e-mail part shorter than this is not looked for inside a password (too many false hits). */
  personalPartMin: 4,
} as const;

export const PASSWORD_MESSAGES = {
  required: "Por favor complete todos los campos",
  tooShortFamily: `La contraseña debe tener al menos ${PASSWORD_LIMITS.familyMin} caracteres`,
  tooShortProfessional: `La contraseña de un profesional debe tener al menos ${PASSWORD_LIMITS.professionalMin} caracteres`,
  tooLong: `La contraseña no puede superar ${PASSWORD_LIMITS.max} caracteres`,
  common: "Esa contraseña es demasiado común y se prueba en los ataques. Elija otra menos previsible.",
  personal: "La contraseña no puede contener su nombre ni su correo electrónico. Elija otra.",
  demo: "Esa es la contraseña pública de la demostración. Elija otra.",
  sameAsCurrent: "La contraseña nueva debe ser distinta de la actual.",
} as const;
export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

/** Passwords published with the demo (README, seed): fine in the demo, refused anywhere real. */
export const DEMO_PASSWORDS = ["Demo-1234"] as const;

/** Words that make a password guessable for this service whoever the person is. */
const SERVICE_WORDS = ["acompana", "contrasena"];

export type PasswordRole = "family" | "professional";

export function minPasswordLength(role: PasswordRole): number {
  return role === "professional" ? PASSWORD_LIMITS.professionalMin : PASSWORD_LIMITS.familyMin;
}

/** The length problem only (what the zod contracts and the screens can check without the server). */
export function passwordLengthProblem(password: string, role: PasswordRole): PasswordProblem | null {
  if (password.length === 0) return "required";
  if (password.length < minPasswordLength(role))
    return role === "professional" ? "tooShortProfessional" : "tooShortFamily";
  if (password.length > PASSWORD_LIMITS.max) return "tooLong";
  return null;
}

/** The parts of a person's identity an attacker tries first: e-mail local part (and its pieces), names. */
export function personalParts(person: { email?: string | null; firstName?: string; lastName?: string }): string[] {
  const local = foldAccents(person.email?.split("@")[0] ?? "");
  const names = [person.firstName ?? "", person.lastName ?? ""].map(foldAccents);
  const pieces = [local, ...local.split(/[._+\-\d]+/), ...names.flatMap((n) => n.split(/[\s'-]+/))];
  return [...new Set(pieces.filter((p) => p.length >= PASSWORD_LIMITS.personalPartMin))];
}

export type PasswordCheck = {
  role: PasswordRole;
  person: { email?: string | null; firstName?: string; lastName?: string };
  /** Demo mode (embedded database or DEMO_DATA): the demo's public passwords are allowed. */
  isDemo: boolean;
  /** The blocklist lookup; receives the password lower-cased. */
  isCommon: (lowerCased: string) => boolean;
};

/** The first reason `password` may not be used as a new password, or null when it may. */
export function newPasswordProblem(password: string, check: PasswordCheck): PasswordProblem | null {
  const byLength = passwordLengthProblem(password, check.role);
  if (byLength) return byLength;
  if ((DEMO_PASSWORDS as readonly string[]).includes(password)) return check.isDemo ? null : "demo";
  const folded = foldAccents(password);
  if (check.isCommon(password.toLowerCase()) || check.isCommon(folded)) return "common";
  if (SERVICE_WORDS.some((w) => folded.replace(/[^a-z]/g, "") === w)) return "common";
  const squeezed = folded.replace(/[\s._-]+/g, "");
  if (personalParts(check.person).some((part) => folded.includes(part) || squeezed.includes(part)))
    return "personal";
  return null;
}
