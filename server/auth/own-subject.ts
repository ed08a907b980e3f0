import type { AuditAction } from "@shared/domain/audit-actions";
import type { Scope } from "@shared/domain/access-scope";
import type { Db } from "../db/types";
import { forbidden, notFound } from "../http/errors";
import type { UserRole } from "@shared/domain/enums";
import { authorizeSubject } from "./access";
import type { SessionContext } from "./sessions";

// Access rules the endpoint contracts cannot state yet (issue 16): the subject named in the body rather than
// the path, or a role answered 404 instead of 403. Each keeps the exact answers the routes had.

/**
 * The person named in the body must be the caller (404 otherwise), and, when `roles` is given, the caller's
 * role one of them; the role is checked after the body is read, as the route always did.
 */
export async function authorizeOwnBody(
  db: Db,
  auth: SessionContext,
  userId: string,
  now: Date,
  roles?: readonly UserRole[],
) {
  if (roles && !roles.includes(auth.role)) throw forbidden();
  return authorizeSubject(db, auth, userId, "self", now);
}

/** Only the person themself: to anyone else, even staff or linked family, the resource does not exist. */
export function authorizeSelfOnly(auth: SessionContext, userId: string) {
  if (userId !== auth.userId) throw notFound();
}

/**
 * The person and their staff; family members see the result of these settings, never the settings
 * themselves, so to them the resource does not exist (404, not 403).
 */
export async function authorizeHiddenFromFamily(
  db: Db,
  auth: SessionContext,
  userId: string,
  scope: Scope,
  now: Date,
  audit: AuditAction,
) {
  if (auth.role === "family") throw notFound();
  return authorizeSubject(db, auth, userId, scope, now, audit);
}
