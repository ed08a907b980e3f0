import { useSyncExternalStore } from "react";

// A full-screen takeover (a due reminder, a notice from staff) outranks any dialog: a dialog open when one
// appears closes, so the takeover is never left under the dialog's inert or aria-hidden outside. Dialogs live
// in components/, takeovers in a feature: this module is where they meet.

let shown: HTMLElement | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** A takeover says it is on screen, with its element (where the focus goes when a dialog gives it up). */
export function publishTakeover(element: HTMLElement): () => void {
  shown = element;
  emit();
  return () => {
    if (shown === element) shown = null;
    emit();
  };
}

/** The takeover on screen, if any. */
export function shownTakeover(): HTMLElement | null {
  return shown?.isConnected ? shown : null;
}

/** True while a full-screen takeover is on screen. */
export function useIsTakeoverShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown !== null,
    () => false,
  );
}
