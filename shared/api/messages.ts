// Spanish texts shared by the server answers and the client screens. Free of zod so the
// first-load bundle can import it without pulling in the schemas.

import { PASSWORD_LIMITS, PASSWORD_MESSAGES } from "../domain/password-rules";
import { NO_MUNICIPALITY_MESSAGE, UNAUTHENTICATED_MESSAGE } from "./session-texts";

export const PIN_LENGTH = 4;
/** Family members' minimum; staff need PASSWORD_LIMITS.professionalMin (shared/domain/password-rules.ts). */
export const PASSWORD_MIN_LENGTH = PASSWORD_LIMITS.familyMin;
export const PROFESSIONAL_PASSWORD_MIN_LENGTH = PASSWORD_LIMITS.professionalMin;

export const MESSAGES = {
  requiredFields: "Por favor complete todos los campos",
  nameRequired: "Por favor ingrese su nombre",
  pinIncomplete: "Por favor ingrese los 4 dígitos de su PIN",
  pinWrong: "PIN incorrecto. Por favor intente nuevamente.",
  pinNameAmbiguous:
    "Hay más de una persona con ese nombre y ese PIN en esta tableta. Escriba su nombre completo (nombre y apellidos) o su nombre de usuario.",
  credentialsWrong: "Credenciales incorrectas. Intente nuevamente.",
  notFamily: "Esta cuenta no tiene permisos de familiar",
  notProfessional: "Acceso denegado: Esta cuenta no tiene permisos profesionales",
  pendingApproval: "Tu cuenta está pendiente de aprobación",
  noMunicipality: NO_MUNICIPALITY_MESSAGE,
  locked: "Demasiados intentos fallidos. Por seguridad, espere unos minutos antes de volver a intentarlo.",
  tooManyFromHere:
    "Demasiados intentos desde este dispositivo. Por seguridad, espere unos minutos antes de volver a intentarlo.",
  tooManyRegistrations:
    "Demasiados registros desde este dispositivo. Por seguridad, espere una hora antes de volver a intentarlo.",
  passwordTooShort: PASSWORD_MESSAGES.tooShortFamily,
  professionalPasswordTooShort: PASSWORD_MESSAGES.tooShortProfessional,
  currentPasswordWrong: "La contraseña actual no es correcta. No se ha cambiado nada.",
  passwordChanged: "Contraseña cambiada. Las demás sesiones abiertas se han cerrado.",
  passwordChangeRequired: "Antes de continuar, cree una contraseña nueva.",
  emailInvalid: "Introduzca un correo electrónico válido",
  familyRegisterFailed:
    "No se pudo crear la cuenta. Verifique que el nombre de usuario o nombre del anciano sea correcto.",
  professionalRegisterFailed: "No se pudo crear la cuenta. Intente nuevamente.",
  emailTaken: "Ya existe una cuenta con este correo electrónico",
  unauthenticated: UNAUTHENTICATED_MESSAGE,
  forbidden: "No tiene permiso para realizar esta acción",
  notFound: "No encontrado",
  privateInfo: "Información privada",
} as const;

/** The code of the 409 asking for the full name: the PIN screen then goes back to the name. */
export const PIN_NAME_AMBIGUOUS = "pin-name-ambiguous";

// Limits the screens need without loading the zod schemas.
export const HELP_LOCK_MS = 10_000;
export const CHAT_MESSAGE_MAX = 1000;
export const MESSAGE_MAX_LENGTH = 1000;
export const MESSAGE_PAGE_SIZE = 30;

export const USERS_PAGE_SIZE = 4;
export const PROGRAM_ACTIVITY_REQUIRED = "El título y descripción son obligatorios";
export const ALERT_TITLES = {
  help: "Alerta de Ayuda Urgente",
  health: "Alerta de Salud",
  inactivity: "Alerta de Inactividad",
  security: "Alerta de Seguridad",
  check: "Comprobar",
} as const;

/** An activity without a day or an hour appeared to everyone as overdue today at 10:00. */
export const PROGRAM_ACTIVITY_DATE_FOR_ONCE = "Para una actividad única indique la fecha";
export const PROGRAM_ACTIVITY_TIME_REQUIRED = "Indique la hora de la actividad";
