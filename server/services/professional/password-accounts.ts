import type { PasswordAccount } from "@shared/api/passwords";
import { ACCOUNTS_PAGE_SIZE } from "@shared/api/passwords";
import { normalizeName } from "@shared/domain/names";
import { users } from "@shared/schema";
import { and, asc, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import { sqlFoldText } from "../../db/sql-fold";

// 'Contraseñas': the family members and colleagues of the municipality whose password staff may reset.
// Never the caller (they change their own) and never older people (they use PINs).

function searchCondition(search: string) {
  if (!search) return undefined;
  const term = `%${normalizeName(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`${sqlFoldText(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${term}`,
    sql`lower(${users.email}) like ${term}`,
  );
}

export async function listPasswordAccounts(
  db: Db,
  scope: { municipalityId: string; callerId: string },
  search: string,
): Promise<{ items: PasswordAccount[]; total: number }> {
  const where = and(
    eq(users.municipalityId, scope.municipalityId),
    inArray(users.role, ["family", "professional"]),
    eq(users.status, "active"),
    ne(users.id, scope.callerId),
    searchCondition(search),
  );
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(ACCOUNTS_PAGE_SIZE);
  const items = rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email ?? "",
    role: r.role === "professional" ? ("professional" as const) : ("family" as const),
    mustChangePassword: r.mustChangePassword,
    passwordChangedAt: r.passwordChangedAt ? r.passwordChangedAt.toISOString() : null,
  }));
  return { items, total: Number(total) };
}
