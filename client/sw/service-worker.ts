/// <reference lib="webworker" />
// The tablet's service worker, built by scripts/build.mjs into dist/public/sw.js with the list of
// built files. Hand-written rather than Workbox: it is small, and the rules that matter here (only the owner's
// reminder lists, forgotten at logout) are ours either way; the build stays offline and dependency-free.
import { readPushNotice } from "@shared/domain/family-notice";
import {
  endsSession,
  isNeverCached,
  isOfflineCheckInToday,
  isOfflineReminderList,
  PERSONAL_CACHE,
  type WorkerMessage,
} from "@shared/domain/offline-cache";

declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: string[];
declare const __VERSION__: string;

const SHELL_CACHE = `acompana-shell-${__VERSION__}`;
/** Where the worker remembers whose lists it may keep (it can be stopped and restarted at any time). */
const OWNER_KEY = "/__offline-owner";

async function readOwner(): Promise<string | null> {
  const cache = await caches.open(PERSONAL_CACHE);
  const stored = await cache.match(OWNER_KEY);
  return stored ? (await stored.text()) || null : null;
}

/** A new owner (or none) starts from an empty personal cache: one person's lists never reach another. */
async function setOwner(userId: string | null): Promise<void> {
  if ((await readOwner()) === userId) return;
  await caches.delete(PERSONAL_CACHE);
  if (userId) await (await caches.open(PERSONAL_CACHE)).put(OWNER_KEY, new Response(userId));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(["/", ...__PRECACHE__]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith("acompana-shell-") && n !== SHELL_CACHE).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data as WorkerMessage | undefined;
  if (data?.type === "owner") event.waitUntil(setOwner(data.userId));
});

/** Pages: the network, else the stored app shell (the SPA routes every path in the browser). */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match("/", { cacheName: SHELL_CACHE })) ?? Response.error();
  }
}

/** Built files: hashed names never change, so the stored copy is used first. */
async function asset(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: SHELL_CACHE })) ?? fetch(request);
}

/** The owner's reminder lists: the network first; offline, the last copy. A 401 forgets them. */
async function reminderList(request: Request): Promise<Response> {
  const cache = await caches.open(PERSONAL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    else if (response.status === 401) await caches.delete(PERSONAL_CACHE);
    return response;
  } catch {
    const stored = await cache.match(request);
    if (stored) return stored;
    return Response.json({ message: "Sin conexión" }, { status: 503 });
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (endsSession(request.method, url.pathname)) {
    // The request itself goes to the network untouched; the lists go whatever its answer. A relative who
    // signs out of a phone stops its notices there too (the push service then answers the server 410).
    event.waitUntil(
      Promise.all([
        caches.delete(PERSONAL_CACHE),
        self.registration.pushManager?.getSubscription().then((subscription) => subscription?.unsubscribe()),
      ]),
    );
    return;
  }
  if (request.method !== "GET") return;
  if (request.mode === "navigate") {
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith("/api/reminders/") || url.pathname.endsWith("/check-in/today")) {
    event.respondWith(
      readOwner().then((owner) =>
        isOfflineReminderList(request.method, url.pathname, owner) ||
        isOfflineCheckInToday(request.method, url.pathname, owner)
          ? reminderList(request)
          : fetch(request),
      ),
    );
    return;
  }
  // Every other API answer goes straight to the network, untouched and never stored.
  if (isNeverCached(url.pathname)) return;
  event.respondWith(asset(request));
});

// A relative's notice of a help request or a critical alert (server/services/family-push): the payload arrives
// decrypted by the browser; one notification per alert (its tag), which opens the family dashboard.
self.addEventListener("push", (event) => {
  const notice = readPushNotice(event.data?.text() ?? null);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      lang: "es",
      tag: notice.tag,
      requireInteraction: true,
      data: { url: notice.url },
    }),
  );
});

// A system notification (shown by the page while it is in the background, or by a push) brings the app to the
// front, on the page the notification names when it names one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = typeof data?.url === "string" ? data.url : null;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows[0];
      if (!open) {
        await self.clients.openWindow(url ?? "/");
        return;
      }
      const focused = await open.focus();
      // navigate() refuses a window this worker does not control (opened before it was installed).
      if (url && new URL(focused.url).pathname !== url) await focused.navigate(url).catch(() => self.clients.openWindow(url));
    })(),
  );
});
