import { safeError } from "../http/db-errors";
import type { Db } from "../db/types";
import type { Logger } from "../logger";
import { runJobsOnce } from "./tasks";

const MINUTE = 60_000;

/** Runs the periodic jobs every minute (and once shortly after start). */
export function startJobs(deps: { db: Db; clock: () => Date; logger: Logger }): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runJobsOnce(deps.db, deps.clock());
      if (result.inactivity || result.escalated || result.missedDoses) deps.logger.info(result, "tareas periódicas");
    } catch (err) {
      deps.logger.warn({ err: safeError(err) }, "falló una ejecución de las tareas periódicas");
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, MINUTE);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
