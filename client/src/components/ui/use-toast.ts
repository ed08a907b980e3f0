import { useSyncExternalStore } from "react";

// docs/behaviour/09-constants.md: one toast at a time, 5000 ms on screen, a dismissed toast is removed after
// 1,000,000 ms.
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

type ToastVariant = "default" | "destructive";
type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
};
type ToastItem = ToastInput & { id: string; isOpen: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    toasts = toasts.filter((item) => item.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(id, timer);
}

/** Closes one toast (or all without an id); it leaves the list after TOAST_REMOVE_DELAY_MS. */
export function dismissToast(id?: string): void {
  toasts = toasts.map((item) => {
    if (id !== undefined && item.id !== id) return item;
    scheduleRemoval(item.id);
    return { ...item, isOpen: false };
  });
  emit();
}

/** Shows a toast; a new one replaces the previous (limit 1). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  toasts = [{ ...input, id, isOpen: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Test helper: forgets every toast and timer. */
export function resetToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  toasts = [];
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getToasts = () => toasts;

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
