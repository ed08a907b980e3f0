import { uuidParam } from "./common";
import { defineEndpoint } from "./contract";
import { z } from "./zod";

// Single sign-on with the municipality's own identity provider (docs/decisions/0012-single-sign-on.md). The start
// and the callback are browser navigations: they answer 302, never JSON.

export { isSsoErrorCode, SSO_ERROR_CODES, SSO_ERROR_MESSAGES, SSO_LOGIN_PAGE, type SsoErrorCode } from "./oidc-texts";

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
