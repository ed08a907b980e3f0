import { USERNAME_PATTERN } from "@shared/api/user-admin";
import { normalizeName } from "@shared/domain/names";
import { users } from "@shared/schema";
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/types";

// Usernames of older people: unique per municipality ignoring case, suggested from the names.

const slug = (s: string) =>
  normalizeName(s)
    .replace(/[^a-z0-9 ]/g, "")
    .trim();

/** A username free in the municipality: `carmen`, else `carmen.lopez`, `carmen.lopez2`, ... */
export async function suggestUsername(
  db: Db,
  municipalityId: string,
  firstName: string,
  lastName: string,
): Promise<string> {
  const first = slug(firstName).replaceAll(" ", "").slice(0, 18);
  const last = slug(lastName).split(" ")[0]?.slice(0, 18) ?? "";
  const short = USERNAME_PATTERN.test(first) ? first : "";
  const long = [first, last].filter(Boolean).join(".") || "usuario";
  const base = USERNAME_PATTERN.test(long) ? long : "usuario";
  const taken = new Set(
    (
      await db
        .select({ username: sql<string>`lower(${users.username})` })
        .from(users)
        .where(
          and(
            eq(users.municipalityId, municipalityId),
            or(sql`lower(${users.username}) = ${short}`, sql`lower(${users.username}) like ${`${base}%`}`),
          ),
        )
    ).map((r) => r.username),
  );
  if (short && !taken.has(short)) return short;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

export async function isUsernameTaken(db: Db, municipalityId: string, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.municipalityId, municipalityId),
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
      ),
    )
    .limit(1);
  return !!row;
}
