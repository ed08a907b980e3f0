// Staff consoles hear of a new, acknowledged or attended alert within a second: a trigger on the alerts table
// (migration 0015) notifies on commit, each server process listens on its own connection and fans the
// municipality's ping out to its open event streams. The streams carry no alert data: each console refetches
// its list with its own session, so nothing reaches a console its list would not show.
import type { PGlite } from "@electric-sql/pglite";
import { newPgClient } from "../db/client";
import type { Logger } from "../logger";

export const ALERT_CHANNEL = "acompana_alerts";
const RECONNECT_MS = 1_000;

type Listener = () => void;

export type AlertEvents = {
  /** Called with each municipality id the database announces; returns how to stop listening. */
  subscribe: (municipalityId: string, listener: Listener) => () => void;
  /** Delivers a ping to this process's subscribers (what the database listener calls). */
  dispatch: (municipalityId: string) => void;
  /** How many streams are open (for the health of the console and its tests). */
  size: () => number;
};

export function createAlertEvents(): AlertEvents {
  const byMunicipality = new Map<string, Set<Listener>>();
  return {
    subscribe(municipalityId, listener) {
      const set = byMunicipality.get(municipalityId) ?? new Set<Listener>();
      set.add(listener);
      byMunicipality.set(municipalityId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byMunicipality.delete(municipalityId);
      };
    },
    dispatch(municipalityId) {
      for (const listener of byMunicipality.get(municipalityId) ?? []) listener();
    },
    size: () => [...byMunicipality.values()].reduce((n, set) => n + set.size, 0),
  };
}

/** Embedded database: one process, so PGlite's own LISTEN is enough. */
export async function listenOnPglite(pglite: PGlite, events: AlertEvents): Promise<() => Promise<void>> {
  return pglite.listen(ALERT_CHANNEL, (payload) => events.dispatch(payload));
}

/**
 * PostgreSQL: a connection of its own, reconnecting by itself; a ping lost while it reconnects is caught by the
 * consoles' 30-second poll.
 */
export function listenOnPostgres(url: string, events: AlertEvents, logger: Logger): () => Promise<void> {
  let isClosed = false;
  let listener: ReturnType<typeof newPgClient> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (isClosed) return;
    const client = newPgClient(url);
    listener = client;
    const broken = () => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => {});
      if (!isClosed) retry = setTimeout(connect, RECONNECT_MS);
    };
    client.on("error", broken);
    client.on("end", broken);
    client.on("notification", (msg) => {
      if (msg.channel === ALERT_CHANNEL && msg.payload) events.dispatch(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${ALERT_CHANNEL}`);
    } catch (err) {
      logger.warn({ err: String(err) }, "alert events: cannot listen, consoles fall back to polling");
      broken();
    }
  };
  void connect();
  return async () => {
    isClosed = true;
    clearTimeout(retry);
    const client = listener;
    listener = undefined;
    await client?.end().catch(() => {});
  };
}
