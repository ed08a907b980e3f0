import { useSyncExternalStore } from "react";

// Whether the tablet can reach the server: the browser's own flag, or a request of ours that just failed to
// reach it (a router that is on while the internet behind it is not). The next request that gets through
// clears it.

let hasFailed = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function markNetworkFailure(): void {
  if (hasFailed) return;
  hasFailed = true;
  emit();
}

export function markNetworkOk(): void {
  if (!hasFailed) return;
  hasFailed = false;
  emit();
}

// The browser saying it is back is news enough: the banner goes, and the next request tells the truth.
if (typeof window !== "undefined") window.addEventListener("online", markNetworkOk);

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

const isOfflineNow = (): boolean => !navigator.onLine || hasFailed;

/** True while the server cannot be reached. */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribe, isOfflineNow, () => false);
}
