import type { Db } from "../../db/types";
import { safeError } from "../../db/errors";
import type { Logger } from "../../logger";
import { deliverDueNotices, type FamilyChannels } from "./fan-out";

/**
 * The relatives' notices, started after an alert is raised and never in its way: `notifyAbout` returns at once
 * and logs (never throws) what fails; the periodic jobs call `sweep` for any alert a crash left untold.
 */
export type FamilyNotifier = {
  /** The VAPID public key the browsers subscribe with, or null without push. */
  publicKey: string | null;
  /** Push services accepted besides the known ones (tests: the loopback stand-in). */
  extraPushHosts: readonly string[];
  notifyAbout: (db: Db, clock: () => Date, personId: string) => void;
  sweep: (db: Db, clock: () => Date) => Promise<number>;
  /** Resolves when every notice started so far has finished (tests and shutdown). */
  settled: () => Promise<void>;
  close: () => void;
};

export function createFamilyNotifier(input: FamilyChannels & { logger: Logger; extraPushHosts?: string[] }): FamilyNotifier {
  const channels: FamilyChannels = { push: input.push, mailer: input.mailer };
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const tracked = work
      .catch((err: unknown) => input.logger.warn({ err: safeError(err) }, "falló un aviso a la familia"))
      .finally(() => running.delete(tracked));
    running.add(tracked);
    return tracked;
  };
  return {
    publicKey: input.push?.publicKey ?? null,
    extraPushHosts: input.extraPushHosts ?? [],
    notifyAbout: (db, clock, personId) => {
      // After the caller's answer is on its way: the alert's transaction has committed by then.
      void track(new Promise((resolve) => setImmediate(resolve)).then(() => deliverDueNotices(db, channels, { clock, personId })));
    },
    sweep: async (db, clock) => deliverDueNotices(db, channels, { clock }),
    settled: async () => {
      while (running.size > 0) await Promise.all([...running]);
    },
    close: () => input.mailer?.close(),
  };
}
