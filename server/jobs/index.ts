import { deleteExpiredSessions } from "../auth/sessions";
import type { Db } from "../db/types";
import type { Logger } from "../logger";

const MINUTE = 60_000;

/** Periodic housekeeping. Later jobs (inactivity, escalation) join this tick. */
export function startJobs(deps: { db: Db; clock: () => Date; logger: Logger }): () => void {
  const tick = async () => {
    try {
      await deleteExpiredSessions(deps.db, deps.clock());
    } catch (err) {
      deps.logger.warn({ err }, "job tick failed");
    }
  };
  const timer = setInterval(tick, MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}
