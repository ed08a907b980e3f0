import type { PushSubscriptionRequest } from "@shared/api/family-push";
import { readyRegistration } from "@/lib/service-worker";

// The browser's side of Web Push: permission, the service worker's push manager, the subscription.

/** What this browser can do: no push at all, notifications blocked, or ready to ask / already allowed. */
export type PushCapability = "unsupported" | NotificationPermission;

export function pushCapability(): PushCapability {
  const hasApis = typeof window !== "undefined" && "Notification" in window && "PushManager" in window;
  if (!hasApis || !("serviceWorker" in navigator) || !import.meta.env.PROD) return "unsupported";
  return Notification.permission;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await readyRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const fromBase64Url = (value: string): Uint8Array<ArrayBuffer> => {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
};

/** Asks for permission (only on the person's tap) and subscribes with the server's VAPID key. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionRequest | "denied"> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  const registration = await readyRegistration();
  if (!registration) throw new Error("Sin service worker");
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: fromBase64Url(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? "", keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" } };
}
