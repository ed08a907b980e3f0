// Tablet enrolment's Spanish messages and the `code` of a refused PIN login on an unenrolled tablet.
// Free of zod: the client imports these without the schemas (shared/api/routes.ts has the endpoints).
import { DEVICE_NAME_MAX } from "../domain/enrolment";

export const DEVICE_MESSAGES = {
  notEnrolled:
    "Esta tableta todavía no está registrada. Para entrar con su PIN, pida al personal del programa o a su familiar un código de registro y escríbalo aquí.",
  notEnrolledForPerson:
    "Esta tableta no está registrada para esa persona. Compruebe el nombre o escriba un código de registro para esa persona.",
  codeRequired: "Escriba el código de registro de 8 caracteres",
  codeMalformed: "El código tiene 8 letras y números (por ejemplo, ABCD 2345). Revíselo e inténtelo de nuevo.",
  codeInvalid: "Ese código no es válido o ya se ha usado. Pida un código nuevo.",
  tooManyCodes: "Demasiados códigos incorrectos desde este dispositivo. Espere unos minutos antes de intentarlo de nuevo.",
  onlyElderly: "Solo se pueden registrar tabletas para personas mayores del programa",
  deviceNameTooLong: `El nombre no puede superar ${DEVICE_NAME_MAX} caracteres`,
} as const;

/** The error body's `code` when PIN login is refused for want of an enrolled device (no PIN was checked). */
export const DEVICE_NOT_ENROLLED = "device-not-enrolled";
