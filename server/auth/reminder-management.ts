import type { Db } from "../db/types";
import { authorizeSubject } from "./access";
import type { SessionContext } from "./sessions";

/**
 * Creating a reminder names its person in the body (userId), which no contract Access kind reads: consented
 * family manage it through "care", staff of the municipality through "record". The contract admits only
 * those two roles, so an older person is refused (403) before this runs.
 */
export async function authorizeReminderManagement(db: Db, auth: SessionContext, userId: string, now: Date) {
  await authorizeSubject(db, auth, userId, auth.role === "family" ? "care" : "record", now, "reminders.manage");
}
