// The second factor's Spanish messages and the `code`s of its 403 answers.
// Free of zod: the client imports these without the schemas (shared/api/routes.ts has the endpoints).

export const SECOND_FACTOR_MESSAGES = {
  required: "Complete la verificación en dos pasos para continuar.",
  reauthRequired: "Por seguridad, confirme su identidad para continuar.",
  codeInvalid: "Escriba los 6 números que muestra su aplicación.",
  codeWrong: "El código no es correcto o ya se ha usado. Espere al siguiente e inténtelo de nuevo.",
  recoveryInvalid: "Escriba el código de recuperación tal como lo guardó (10 caracteres).",
  recoveryWrong: "Ese código de recuperación no es válido o ya se ha usado.",
  passkeyFailed: "No se ha podido comprobar la llave de acceso. Inténtelo de nuevo o use otro método.",
  challengeExpired: "La solicitud ha caducado. Vuelva a intentarlo.",
  tooManyTries: "Demasiados intentos. Por seguridad, vuelva a iniciar sesión.",
  locked: "Demasiados intentos fallidos. Espere unos minutos antes de volver a intentarlo.",
  noTotpSetup: "Primero pulse 'Configurar aplicación' para obtener un código QR nuevo.",
  lastFactor: "Es su único método de verificación: añada otro antes de quitar este.",
  passkeyNameRequired: "Escriba un nombre para reconocer esta llave.",
  notPending: "No hay ningún inicio de sesión pendiente de verificación.",
} as const;

export { REAUTH_REQUIRED, SECOND_FACTOR_REQUIRED } from "./session-texts";
