import type { Config } from "../config";
import { safeError } from "../db/errors";
import type { Db } from "../db/types";
import type { Logger } from "../logger";
import { deliverEscalations } from "../services/escalation/escalate-by-email";
import { createSmtpMailer } from "../services/escalation/mailer";
import type { FamilyNotifier } from "../services/family-push/notifier";
import { runJobsOnce } from "./tasks";

const MINUTE = 60_000;

/** Runs the periodic jobs every minute (and once shortly after start). */
export function startJobs(deps: {
  db: Db;
  clock: () => Date;
  logger: Logger;
  escalation?: Config["escalation"];
  /** Tells relatives of any alert the request that raised it did not (a crash, or a writer that does not call it). */
  familyNotifier?: FamilyNotifier;
}): () => void {
  let running = false;
  const { smtpUrl, from, fallbackOnCallAddress } = deps.escalation ?? { from: "" };
  const mailer = smtpUrl ? createSmtpMailer(smtpUrl, from) : null;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runJobsOnce(deps.db, deps.clock(), mailer ? { fallbackOnCallAddress } : undefined);
      if (result.inactivity || result.escalated || result.missedDoses || result.safetyChecks || result.missedCheckIns || result.queued) {
        deps.logger.info(result, "tareas periódicas");
      }
      if (mailer) {
        const sent = await deliverEscalations(deps.db, mailer, deps.clock());
        if (sent.delivered || sent.failed) deps.logger.info(sent, "avisos de escalado por correo");
      }
      const told = (await deps.familyNotifier?.sweep(deps.db, deps.clock)) ?? 0;
      if (told) deps.logger.info({ told }, "avisos a familiares pendientes enviados");
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
    mailer?.close();
  };
}
