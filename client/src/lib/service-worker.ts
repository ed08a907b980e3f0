import type { WorkerMessage } from "@shared/domain/offline-cache";

// The tablet's service worker (client/sw): the app shell and the older person's reminder lists
// offline. Only the production build has one (dist/public/sw.js); the dev server has none.

const isSupported = () => typeof navigator !== "undefined" && "serviceWorker" in navigator;

/** Registers /sw.js after the page has loaded, so it never competes with the first screen. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !isSupported()) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      // Without it the app works as before, only not offline.
      console.warn("Service worker no registrado", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** Tells the worker whose reminder lists it may keep (null: nobody's, and it forgets what it had). */
export function setOfflineOwner(userId: string | null): void {
  if (!isSupported()) return;
  const message: WorkerMessage = { type: "owner", userId };
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
  // A worker installed during this visit takes over the page only later: tell it too when it does.
  navigator.serviceWorker.addEventListener("controllerchange", () => navigator.serviceWorker.controller?.postMessage(message), {
    once: true,
  });
}

/** The active worker's registration (for system notifications), or null without one. */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!isSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** The worker once it is active (for push subscriptions), or null without one within `timeoutMs`. */
export async function readyRegistration(timeoutMs = 5_000): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || !isSupported()) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}
