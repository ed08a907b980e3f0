import { type WriteKind, WRITE_LIMITS, writePolicy } from "@shared/domain/write-limits";
import type { Db } from "../db/types";
import { tooManyAttempts } from "../domain-errors";
import { lockStatus, recordFailure, takeAttempt } from "./lockout-store";

/**
 * Counts one write of this kind by the account, or refuses it (429, Spanish) when the budget of the window is
 * spent. Call it after validation and authorization, right before the write: refusals write nothing.
 */
export async function takeWrite(db: Db, kind: WriteKind, accountId: string, now: Date): Promise<void> {
  if (!(await takeAttempt(db, kind, accountId, writePolicy(kind), now))) {
    throw tooManyAttempts(WRITE_LIMITS[kind].message);
  }
}

/** For writes a service may still refuse (a second help press within seconds): check first, count on success. */
export async function checkWrite(db: Db, kind: WriteKind, accountId: string, now: Date): Promise<void> {
  if ((await lockStatus(db, kind, accountId, now)).locked) throw tooManyAttempts(WRITE_LIMITS[kind].message);
}

export async function countWrite(db: Db, kind: WriteKind, accountId: string, now: Date): Promise<void> {
  await recordFailure(db, kind, accountId, writePolicy(kind), now);
}
