import { loginAttempts, type UserRow } from "@shared/schema";
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { lockKeysOf } from "./pins";

/**
 * The login_attempts rows keyed by a person (the table has no foreign key: its keys are what was typed).
 * PIN names are keyed `${municipalityId}:${name}` for each name the person answers to, passwords by the
 * lower-cased e-mail (a family member's username is their e-mail), per-person locks and write budgets by the
 * user id. Export lists them; erasure deletes them, so the name and e-mail do not wait for the daily purge.
 * Keys typed under a name the person no longer has (renamed since) are not theirs any more and are not found.
 */
export function personLockoutRows(person: Pick<UserRow, "id" | "municipalityId" | "firstName" | "lastName" | "username" | "email">): SQL {
  const emails = [...new Set([person.email, person.username])]
    .filter((v): v is string => !!v && v.includes("@"))
    .map((v) => v.trim().toLowerCase());
  const byEmail = emails.length ? and(eq(loginAttempts.kind, "password"), inArray(loginAttempts.key, emails)) : undefined;
  return or(
    and(eq(loginAttempts.kind, "pin-name"), inArray(loginAttempts.key, lockKeysOf(person.municipalityId, person))),
    byEmail,
    eq(loginAttempts.key, person.id),
  ) as SQL;
}
