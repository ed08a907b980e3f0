import { useEffect, useSyncExternalStore } from "react";

// A screen that must not be interrupted (a memory exercise before its result) holds the full-screen
// reminder back; it shows as soon as the hold ends. A counter, so two holders cannot release each other.

let holds = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** While `isHolding`, due reminders wait. */
export function useHoldReminders(isHolding: boolean): void {
  useEffect(() => {
    if (!isHolding) return;
    holds += 1;
    emit();
    return () => {
      holds -= 1;
      emit();
    };
  }, [isHolding]);
}

/** True while some screen holds reminders back. */
export function useIsReminderHeld(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => holds > 0,
    () => false,
  );
}
