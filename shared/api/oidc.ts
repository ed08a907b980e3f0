import { uuidParam } from "./common";
import { defineEndpoint } from "./contract";
import { z } from "./zod";

// Single sign-on with the municipality's own identity provider (docs/decisions/0012-single-sign-on.md). The start
// and the callback are browser navigations: they answer 302, never JSON.

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

export const ssoProvider = z.object({ municipalityId: z.uuid(), name: z.string() });
export type SsoProvider = z.infer<typeof ssoProvider>;

// Whatever the provider sends back is read leniently: a malformed callback is refused on the login page, not as a 400.
const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(512).optional(),
});

export const oidcEndpoints = {
  providers: defineEndpoint({
    method: "GET",
    path: "/api/auth/oidc/providers",
    summary: "The municipalities whose staff may sign in with their own identity provider",
    access: { kind: "public" },
    response: z.object({ items: z.array(ssoProvider) }),
  }),
  start: defineEndpoint({
    method: "GET",
    path: "/api/auth/oidc/:municipalityId/start",
    summary: "Sends the browser (302) to the municipality's identity provider (code flow with PKCE)",
    access: { kind: "public" },
    params: z.object({ municipalityId: uuidParam }),
    response: null,
    isRedirect: true,
  }),
  callback: defineEndpoint({
    method: "GET",
    path: "/api/auth/oidc/callback",
    summary: "The provider's answer: opens a session and sends the browser (302) home, or back with ?sso_error",
    access: { kind: "public" },
    query: callbackQuery,
    response: null,
    isRedirect: true,
  }),
};
