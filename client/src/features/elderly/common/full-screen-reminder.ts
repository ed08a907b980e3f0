import { useLayoutEffect, useSyncExternalStore } from "react";

// Only one full-screen thing at a time: while the full-screen reminder is open, a notice waits for it to close.
// The reminder goes first because it is due at a set time; a notice can wait a minute.

let isShowing = false;
const listeners = new Set<() => void>();

/** The full-screen reminder says whether it is on screen. */
export function usePublishReminderShowing(isOnScreen: boolean): void {
  // Before paint, so a notice rendered in the same frame never shows over the reminder.
  useLayoutEffect(() => {
    if (!isOnScreen) return;
    isShowing = true;
    listeners.forEach((listener) => listener());
    return () => {
      isShowing = false;
      listeners.forEach((listener) => listener());
    };
  }, [isOnScreen]);
}

/** True while the full-screen reminder is open. */
export function useIsReminderShowing(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isShowing,
    () => false,
  );
}
