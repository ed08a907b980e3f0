// Single sign-on's refusals: their codes and Spanish messages, and the page that shows them.
// Free of zod: the client imports these without the schemas (shared/api/routes.ts has the endpoints).

/** Why a sign-in through the provider was refused: `?sso_error=<code>` on the login page. */
export const SSO_ERROR_MESSAGES = {
  "not-available": "Este ayuntamiento no tiene activado el acceso con su cuenta.",
  "provider-unreachable": "No se ha podido contactar con el sistema de acceso del ayuntamiento. Inténtelo más tarde.",
  expired: "La solicitud de acceso ha caducado o no es válida. Vuelva a intentarlo.",
  cancelled: "Se ha cancelado el acceso con la cuenta del ayuntamiento.",
  "invalid-response": "La respuesta del sistema de acceso del ayuntamiento no es válida. Vuelva a intentarlo.",
  "email-unverified": "Su cuenta del ayuntamiento no tiene un correo verificado. Contacte con informática.",
  "domain-not-allowed": "Ese correo no pertenece al ayuntamiento. Entre con su cuenta del ayuntamiento.",
  "no-account":
    "No hay ninguna cuenta de profesional activa con ese correo en este ayuntamiento. Pida a un compañero que le dé de alta.",
  "role-not-allowed": "Su cuenta del ayuntamiento no tiene permiso para usar Acompaña.",
} as const;
export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES;
export const SSO_ERROR_CODES = Object.keys(SSO_ERROR_MESSAGES) as SsoErrorCode[];

export const isSsoErrorCode = (value: unknown): value is SsoErrorCode =>
  typeof value === "string" && Object.hasOwn(SSO_ERROR_MESSAGES, value);

/** Where the callback sends a refused sign-in (the page shows the message of the code). */
export const SSO_LOGIN_PAGE = "/professional-login";
