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

// The morning check-in is a full-screen thing too: it waits for the reminder, and a notice waits for it.
let isCheckInShowing = false;

/** The check-in greeting says whether it is on screen. */
export function usePublishCheckInShowing(isOnScreen: boolean): void {
  useLayoutEffect(() => {
    if (!isOnScreen) return;
    isCheckInShowing = true;
    listeners.forEach((listener) => listener());
    return () => {
      isCheckInShowing = false;
      listeners.forEach((listener) => listener());
    };
  }, [isOnScreen]);
}

/** True while the check-in greeting is open. */
export function useIsCheckInShowing(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isCheckInShowing,
    () => false,
  );
}
