import { PASSWORD_LIMITS, PASSWORD_MESSAGES } from "../domain/password-rules";
import { idParams } from "./common";
import { defineEndpoint, OWN_STAFF_ID } from "./contract";
import { MESSAGES } from "./messages";
import { z } from "./zod";

// Passwords with a life (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts): change one's own,
// staff reset a colleague's or a family member's, and each person's list of open sessions.

const FAMILY_AND_STAFF = ["family", "professional"] as const;
// Declared here rather than imported from ./professional: the client's first-load code reads this module.
const professionalParams = z.object({ professionalId: z.uuid({ error: "Identificador no válido" }) });

export const changePasswordRequest = z.object({
  currentPassword: z
    .string({ error: MESSAGES.requiredFields })
    .min(1, { error: MESSAGES.requiredFields })
    .max(PASSWORD_LIMITS.max),
  // The length for the caller's role and the other rules are the server's (newPasswordProblem).
  newPassword: z
    .string({ error: MESSAGES.requiredFields })
    .min(1, { error: MESSAGES.requiredFields })
    .max(PASSWORD_LIMITS.max, { error: PASSWORD_MESSAGES.tooLong }),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changePasswordResponse = z.object({ message: z.string(), endedSessions: z.number().int() });

export const resetPasswordResponse = z.object({
  /** Shown once to the professional; the person must replace it at their next sign-in. */
  temporaryPassword: z.string(),
  endedSessions: z.number().int(),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

/** One open session as its owner sees it. `handle` is opaque: not the stored id, useful only to its owner. */
export const sessionSummary = z.object({
  handle: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** "Chrome en Windows", "Safari en iPhone", or "Dispositivo desconocido". */
  device: z.string(),
  isCurrent: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;
export const sessionList = z.object({ sessions: z.array(sessionSummary) });

export const sessionHandleParams = z.object({
  handle: z.string().regex(/^[0-9a-f]{32}$/, { error: "Identificador de sesión no válido" }),
});

export const endedSessionsResponse = z.object({ ended: z.number().int() });

export const ACCOUNTS_PAGE_SIZE = 20;
export const accountListQuery = z.object({
  search: z.string().trim().max(100, { error: "La búsqueda es demasiado larga" }).default(""),
});
/** A family member or colleague whose password staff may reset. */
export const passwordAccount = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(FAMILY_AND_STAFF),
  mustChangePassword: z.boolean(),
  passwordChangedAt: z.string().nullable(),
});
export type PasswordAccount = z.infer<typeof passwordAccount>;
export const passwordAccountList = z.object({ items: z.array(passwordAccount), total: z.number().int() });

export const passwordEndpoints = {
  changePassword: defineEndpoint({
    method: "POST",
    path: "/api/auth/password",
    summary: "Changes one's own password (current one required); ends one's other sessions",
    access: { kind: "signed-in", roles: FAMILY_AND_STAFF },
    body: changePasswordRequest,
    response: changePasswordResponse,
    isAllowedBeforePasswordChange: true,
  }),
  sessions: defineEndpoint({
    method: "GET",
    path: "/api/auth/sessions",
    summary: "One's own open sessions (device, created, last seen, which one is this)",
    access: { kind: "signed-in", roles: FAMILY_AND_STAFF },
    response: sessionList,
  }),
  endSession: defineEndpoint({
    method: "DELETE",
    path: "/api/auth/sessions/:handle",
    summary: "Ends one of one's own other sessions",
    access: { kind: "signed-in", roles: FAMILY_AND_STAFF },
    params: sessionHandleParams,
    response: null,
  }),
  endOtherSessions: defineEndpoint({
    method: "POST",
    path: "/api/auth/sessions/end-others",
    summary: "Ends every session of one's own but this one",
    access: { kind: "signed-in", roles: FAMILY_AND_STAFF },
    response: endedSessionsResponse,
  }),
  accounts: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/password-accounts",
    summary: "Family members and colleagues of the municipality whose password staff may reset",
    access: OWN_STAFF_ID,
    params: professionalParams,
    query: accountListQuery,
    response: passwordAccountList,
  }),
  resetPassword: defineEndpoint({
    method: "POST",
    path: "/api/users/:id/password-reset",
    summary: "Gives a family member or colleague a one-time password (shown once); ends their sessions",
    // Anyone else at `:id`, the caller included, other municipalities and older people: 404.
    access: {
      kind: "subject",
      param: "id",
      scope: { professional: "record" },
      about: { roles: FAMILY_AND_STAFF },
      audit: null,
    },
    params: idParams,
    response: resetPasswordResponse,
    isSensitive: true,
  }),
};
