// The on-call addresses' limits and Spanish messages.
// Free of zod: the client imports these without the schemas (shared/api/routes.ts has the endpoints).

export const MAX_ON_CALL_EMAILS = 5;
/** RFC 5321's limit on a forward path. */
export const MAX_EMAIL_LENGTH = 254;

export const ON_CALL_MESSAGES = {
  list: "Envíe la lista de correos de guardia",
  invalid: "Escriba un correo electrónico válido, por ejemplo guardia@ayuntamiento.es",
  tooLong: `Cada correo puede tener como máximo ${MAX_EMAIL_LENGTH} caracteres`,
  controlChars: "El correo no puede contener saltos de línea ni caracteres de control",
  tooMany: `Indique como máximo ${MAX_ON_CALL_EMAILS} correos de guardia`,
  duplicate: (email: string) => `El correo ${email} está repetido`,
  saved: "Correos de guardia guardados",
} as const;
