import type { Agent } from "node:https";
import webpush from "web-push";
import type { VapidKeys } from "./vapid-keys";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** `isGone`: the push service no longer knows the subscription (404/410); it must be forgotten. */
export type PushResult = { isSent: true } | { isSent: false; isGone: boolean; error: string };
export type PushSender = {
  publicKey: string;
  send: (target: PushTarget, payload: string) => Promise<PushResult>;
};

/** A relative's notice is worth little after an hour; the push service may drop it then. */
const TTL_SECONDS = 3600;
const TIMEOUT_MS = 10_000;

/**
 * Sends one Web Push message with the `web-push` library: the payload encrypted for the subscription
 * (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292). `agent` lets tests trust the
 * loopback push service's certificate.
 */
export function createPushSender(input: { vapid: VapidKeys; subject: string; agent?: Agent }): PushSender {
  const vapidDetails = { subject: input.subject, ...input.vapid };
  return {
    publicKey: input.vapid.publicKey,
    send: async (target, payload) => {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails,
            TTL: TTL_SECONDS,
            urgency: "high",
            contentEncoding: "aes128gcm",
            timeout: TIMEOUT_MS,
            ...(input.agent ? { agent: input.agent } : {}),
          },
        );
        return { isSent: true };
      } catch (err) {
        if (err instanceof webpush.WebPushError) {
          return {
            isSent: false,
            isGone: err.statusCode === 404 || err.statusCode === 410,
            error: `El servicio de avisos respondió ${err.statusCode}`,
          };
        }
        return { isSent: false, isGone: false, error: err instanceof Error ? err.message.slice(0, 200) : "Error desconocido" };
      }
    },
  };
}

/** The VAPID contact (RFC 8292 §2.1): the address the service's mail comes from. */
export function vapidSubject(smtpFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(smtpFrom)?.[1] ?? (/^\S+@\S+$/.test(smtpFrom) ? smtpFrom : "avisos@acompana.local");
  return `mailto:${address}`;
}
