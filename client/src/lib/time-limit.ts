import { parseNoTimeLimit } from "@shared/domain/client-storage";
import { useSyncExternalStore } from "react";
import { readStorage, writeStorage } from "./storage";

// 'Sin límite de tiempo' (WCAG 2.2.1): a device preference kept like the text size, so it
// is there before login and for the next visit. Only the memory exercises read it.
const NO_TIME_LIMIT_STORAGE_KEY = "memoryNoTimeLimit";

let current: boolean | null = null;
const listeners = new Set<() => void>();

export function getNoTimeLimit(): boolean {
  if (current === null) current = parseNoTimeLimit(readStorage(NO_TIME_LIMIT_STORAGE_KEY));
  return current;
}

function setNoTimeLimit(isOn: boolean): void {
  current = isOn;
  writeStorage(NO_TIME_LIMIT_STORAGE_KEY, String(isOn));
  for (const listener of listeners) listener();
}

/** Forgets the cached value so the next read comes from storage (tests clear localStorage). */
export function resetNoTimeLimitCache(): void {
  current = null;
}

/** Calls `listener` whenever the preference changes; returns the unsubscribe function. */
export function subscribeNoTimeLimit(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNoTimeLimit(): [boolean, (isOn: boolean) => void] {
  const isOn = useSyncExternalStore(subscribeNoTimeLimit, getNoTimeLimit, getNoTimeLimit);
  return [isOn, setNoTimeLimit];
}
