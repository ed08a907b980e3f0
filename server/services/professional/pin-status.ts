import type { PinStatusPage } from "@shared/api/user-admin";
import { normalizeName } from "@shared/domain/names";
import { loginAttempts, users } from "@shared/schema";
import { and, asc, count, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import { sqlFoldText } from "../../db/sql-fold";
import { lockKeysOf } from "./pins";

function searchCondition(search: string) {
  if (!search) return undefined;
  const term = `%${normalizeName(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`${sqlFoldText(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${term}`,
    sql`${sqlFoldText(sql`${users.username}`)} like ${term}`,
    sql`${users.id}::text like ${term}`,
  );
}

/** 'Gestión PINs': the municipality's older people with their PIN and lockout state. */
export async function listPinStatus(
  db: Db,
  scope: { municipalityId: string; now: Date },
  query: { search: string; page: number; pageSize: number },
): Promise<PinStatusPage> {
  const where = and(
    eq(users.municipalityId, scope.municipalityId),
    eq(users.role, "elderly"),
    eq(users.status, "active"),
    searchCondition(query.search),
  );
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const keys = rows.flatMap((r) => lockKeysOf(scope.municipalityId, r));
  const attempts =
    keys.length === 0
      ? []
      : await db
          .select()
          .from(loginAttempts)
          .where(
            or(
              and(eq(loginAttempts.kind, "pin-name"), inArray(loginAttempts.key, keys)),
              and(
                eq(loginAttempts.kind, "pin-user"),
                inArray(
                  loginAttempts.key,
                  rows.map((r) => r.id),
                ),
              ),
            ),
          );
  // Person keys are user ids, name keys start with the municipality id: they never collide.
  const byKey = new Map(attempts.map((a) => [a.key, a]));
  const items = rows.map((r) => {
    let failedAttempts = 0;
    let lockedUntil: Date | null = null;
    for (const key of [...lockKeysOf(scope.municipalityId, r), r.id]) {
      const state = byKey.get(key);
      if (!state) continue;
      // An expired lock starts a fresh count at the next failure.
      const expired = state.lockedUntil !== null && state.lockedUntil <= scope.now;
      failedAttempts = Math.max(failedAttempts, expired ? 0 : state.failures);
      if (state.lockedUntil && !expired && (!lockedUntil || state.lockedUntil > lockedUntil))
        lockedUntil = state.lockedUntil;
    }
    return {
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      username: r.username,
      hasPin: r.pinHash !== null,
      lastLoginAt: r.lastLoginAt ? r.lastLoginAt.toISOString() : null,
      failedAttempts,
      lockedUntil: lockedUntil ? lockedUntil.toISOString() : null,
    };
  });
  return { items, total: Number(total) };
}
