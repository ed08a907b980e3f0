import { reminderEndpoints } from "@shared/api/routes";
import { endpointUrl } from "@shared/api/contract";

import {
  enqueueCompletion,
  liveQueue,
  parseQueue,
  type QueuedCompletion,
  queuedKeys,
  removeCompletion,
  sendOutcome,
} from "@shared/domain/offline-completions";
import { useSyncExternalStore } from "react";
import { readStorage, writeStorage } from "@/lib/storage";
import { markNetworkFailure, markNetworkOk } from "./network-state";

// The device's queue of 'Hecho' pressed offline, in localStorage so a reload or a restarted
// tablet keeps it. It holds only ids, dates and times: nothing else about the person.

const KEY = "acompana:offline-completions";
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

const read = () => parseQueue(readStorage(KEY));
const write = (queue: QueuedCompletion[]) => {
  writeStorage(KEY, JSON.stringify(queue));
  emit();
};

export function enqueue(item: QueuedCompletion): void {
  write(enqueueCompletion(read(), item));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the app may send or add entries.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The raw stored text is the snapshot: stable between changes, as useSyncExternalStore needs. */
const snapshot = () => readStorage(KEY) ?? "";

/** Occurrence keys this person marked done that the server has not yet received. */
export function useQueuedKeys(userId: string): ReadonlySet<string> {
  const raw = useSyncExternalStore(subscribe, snapshot, () => "");
  return queuedKeys(parseQueue(raw), userId);
}

/** How many of this person's 'Hecho' wait to be sent. */
export function useQueuedCount(userId: string): number {
  return useQueuedKeys(userId).size;
}

export class NetworkError extends Error {}

/** POST of one completion; a fetch that never reached the server is a NetworkError. */
export async function postCompletion(item: QueuedCompletion): Promise<Response> {
  try {
    // A plain fetch, not callEndpoint: the caller needs the Response, and an unreachable server queues the 'Hecho'.
    const res = await fetch(endpointUrl(reminderEndpoints.complete, { id: item.reminderId }), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      // The body of docs/behaviour/07-api.md (the server takes the person from the session) plus the occurrence and
      // when it was pressed.
      body: JSON.stringify({
        userId: item.userId,
        completedBy: item.userId,
        notes: "",
        occurrenceDate: item.occurrenceDate,
        pressedAt: item.pressedAt,
      }),
      credentials: "include",
    });
    markNetworkOk();
    return res;
  } catch (error) {
    markNetworkFailure();
    throw new NetworkError(error instanceof Error ? error.message : "Sin conexión");
  }
}

let isFlushing = false;

/**
 * Sends this person's queued completions, oldest first; returns how many reached the server. Entries too old
 * for the server are dropped first; refused ones are dropped; a network failure stops the round. Sent ones
 * leave the queue only after `reload` (the lists read again), so they never flash back to pending.
 */
export async function flushQueue(userId: string, timezone: string, reload: () => Promise<unknown>): Promise<number> {
  if (isFlushing) return 0;
  isFlushing = true;
  const sent: QueuedCompletion[] = [];
  try {
    const live = liveQueue(read(), new Date(), timezone);
    if (live.length !== read().length) write(live);
    for (const item of live.filter((q) => q.userId === userId)) {
      let outcome;
      try {
        outcome = sendOutcome((await postCompletion(item)).status);
      } catch {
        outcome = sendOutcome("network");
      }
      if (outcome === "retry") break;
      if (outcome === "sent") sent.push(item);
      else write(removeCompletion(read(), item));
    }
    if (sent.length > 0) await reload().catch(() => undefined);
    write(sent.reduce(removeCompletion, read()));
  } finally {
    isFlushing = false;
  }
  return sent.length;
}
