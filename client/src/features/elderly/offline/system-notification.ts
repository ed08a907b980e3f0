import { workerRegistration } from "@/lib/service-worker";

// With the person's permission, a reminder due while the app is in the background (another app
// in front, the screen off) also shows as a system notification. Permission is asked only from the button in
// 'Avisos en la tableta', never on load.

export const canNotify = (): boolean => typeof window !== "undefined" && "Notification" in window;

function isNotifyGranted(): boolean {
  return canNotify() && Notification.permission === "granted";
}

/** Shows the reminder as a system notification when the page is hidden and permission was given. */
export async function notifyInBackground(input: { key: string; title: string; body: string }): Promise<void> {
  if (document.visibilityState !== "hidden" || !isNotifyGranted()) return;
  const registration = await workerRegistration();
  const options: NotificationOptions = {
    body: input.body,
    lang: "es-ES",
    // One notification per occurrence: a snoozed reminder coming back replaces its earlier one.
    tag: input.key,
    icon: "/icons/icon-192.png",
    requireInteraction: true,
  };
  if (registration) await registration.showNotification(input.title, options);
  else new Notification(input.title, options);
}
