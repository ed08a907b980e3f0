import { loginAttempts, type UserRow, users } from "@shared/schema";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import { recordAudit } from "../audit";
import { repointRelative } from "../family-link-removal";
import { revokeTabletsOfRelative } from "../relative-tablets";
import { personLockoutRows } from "./person-lockouts";

// The person's right to erasure (their copy: user-export.ts).

type Actor = { actorId: string; now: Date };

/**
 * Erases the person: deleting the users row cascades to reminders, completions, messages sent and
 * received, activities, chats, assistant turns, alerts, family links, consent events, programme
 * assignments, sessions, enrolled tablets, enrolment codes and alert notifications; lockout rows that
 * hold their names or e-mail are deleted here. Staff references elsewhere are set to null by the schema. The
 * audit row keeps only ids.
 */
export async function eraseUser(db: Db, person: UserRow, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    // Family accounts that point at the person move to another of their links, or to none.
    const pointing = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.municipalityId, person.municipalityId),
          eq(users.role, "family"),
          sql`${users.preferences}->>'elderlyUserId' = ${person.id}`,
        ),
      );
    for (const relative of pointing) {
      await repointRelative(tx as Db, { familyUserId: relative.id, elderlyUserId: person.id });
    }
    // A relative's tablets of the people they cared for would otherwise outlive the account (enrolled_by turns null).
    if (person.role === "family") {
      await revokeTabletsOfRelative(tx as Db, {
        relativeId: person.id,
        reason: "relative-erased",
        actorId: actor.actorId,
        now: actor.now,
      });
    }
    await tx.delete(users).where(eq(users.id, person.id));
    await tx.delete(loginAttempts).where(personLockoutRows(person));
    await recordAudit(tx as Db, {
      municipalityId: person.municipalityId,
      actorId: actor.actorId,
      action: "user.erase",
      subjectUserId: person.id,
      now: actor.now,
    });
  });
}
