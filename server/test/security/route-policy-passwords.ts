import type { RouteRow } from "./route-policy-types";

// Passwords and one's own sessions. A group of its own, in its own file and database: a change of password
// and 'Cerrar las demás sesiones' end the caller's other sessions, the sweep's shared ones included, so they
// run last and each of their calls gets a fresh session.
export const PASSWORD_ROWS: RouteRow[] = [
  { route: "GET /api/auth/sessions", group: "passwords", request: () => ({}) },
  {
    route: "DELETE /api/auth/sessions/:handle",
    group: "passwords",
    missing: [["professional", 404], ["familyConsent", 404]],
    request: async (f, _s, actor) => ({ params: { handle: await f.otherSessionHandle(actor) } }),
  },
  {
    route: "GET /api/professional/:professionalId/password-accounts",
    group: "passwords",
    missing: [["professional", 403]],
    request: (f) => ({ params: { professionalId: f.professionalId } }),
  },
  {
    route: "POST /api/users/:id/password-reset",
    group: "passwords",
    subjectRole: "family",
    missing: [["professional", 404]],
    request: async (f, s, actor) => ({ params: { id: actor === "professional" ? await f.throwawayFamily() : s.userId } }),
  },
  // The second factor (server/routes/second-factor.ts): each call brings its own passkey, challenge or secret.
  { route: "GET /api/auth/second-factor", group: "passwords", request: () => ({}) },
  { route: "POST /api/auth/second-factor/passkey-options", group: "passwords", request: () => ({}) },
  {
    route: "POST /api/auth/second-factor/verify",
    group: "passwords",
    request: async (f, _s, actor) => ({ body: await f.passkeyProof(actor) }),
  },
  { route: "POST /api/auth/second-factor/totp/setup", group: "passwords", request: () => ({}) },
  {
    route: "POST /api/auth/second-factor/totp/confirm",
    group: "passwords",
    request: async (f, _s, actor) => ({ body: { code: await f.pendingTotpCode(actor) } }),
  },
  {
    route: "DELETE /api/auth/second-factor/totp",
    group: "passwords",
    request: async (f, _s, actor) => {
      await f.removableTotp(actor);
      return {};
    },
  },
  { route: "POST /api/auth/second-factor/passkeys/options", group: "passwords", request: () => ({}) },
  {
    route: "POST /api/auth/second-factor/passkeys",
    group: "passwords",
    request: async (f, _s, actor) => ({ body: await f.passkeyRegistration(actor) }),
  },
  {
    route: "DELETE /api/auth/second-factor/passkeys/:id",
    group: "passwords",
    missing: [["professional", 404], ["familyConsent", 404]],
    request: async (f, _s, actor) => ({ params: { id: await f.ownPasskey(actor) } }),
  },
  {
    route: "POST /api/auth/second-factor/recovery-codes",
    group: "passwords",
    request: async (f, _s, actor) => {
      await f.ownPasskey(actor);
      return {};
    },
  },
  { route: "GET /api/auth/sign-ins", group: "passwords", request: () => ({}) },
  {
    route: "DELETE /api/users/:id/second-factors",
    group: "passwords",
    subjectRole: "family",
    missing: [["professional", 404]],
    request: async (f, s, actor) => ({ params: { id: actor === "professional" ? await f.throwawayFamily() : s.userId } }),
  },
  {
    route: "POST /api/auth/sessions/end-others",
    group: "passwords",
    isIdentityChange: true,
    request: () => ({}),
  },
  {
    route: "POST /api/auth/password",
    group: "passwords",
    isIdentityChange: true,
    request: async (f, _s, actor) => ({
      body: { currentPassword: await f.knownPassword(actor), newPassword: `Otra-clave-de-barrido-${f.serial()}` },
    }),
  },
];
