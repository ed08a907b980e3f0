import { MESSAGES } from "@shared/api/auth";

/**
 * Why a service or an access check refuses, in the domain's words. Services and server/auth throw these and know
 * nothing of HTTP; the route boundary (`httpErrorOf` in server/http/errors.ts) gives each kind its status.
 */
export type RefusalKind =
  | "invalid-input"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "locked"
  | "too-many-attempts";

/** An expected refusal: `message` is the Spanish text the person reads, `code` a stable tag the client acts on. */
export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The input breaks a rule the contract's schema cannot see (a weak password, a date too old). */
export const invalidInput = (message: string) => new DomainError("invalid-input", message);
/** No session, or a secret (password, PIN) that does not match. */
export const unauthenticated = (message: string = MESSAGES.unauthenticated) => new DomainError("unauthenticated", message);
/** The caller is known but may not do this (also 'Información privada' without consent). */
export const forbidden = (message: string = MESSAGES.forbidden, code?: string) =>
  new DomainError("forbidden", message, code);
/** Absent, or out of the caller's reach: the two are indistinguishable on purpose. */
export const notFound = (message: string = MESSAGES.notFound) => new DomainError("not-found", message);
/** The record's state does not allow it (already decided, taken, too late). */
export const conflict = (message: string, code?: string) => new DomainError("conflict", message, code);
/** The account is locked after too many wrong secrets. */
export const accountLocked = (message: string = MESSAGES.locked) => new DomainError("locked", message);
/** Too many attempts or writes from here or by this account within the window. */
export const tooManyAttempts = (message: string) => new DomainError("too-many-attempts", message);
