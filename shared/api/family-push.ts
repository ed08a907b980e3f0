import { defineEndpoint } from "./contract";
import { z } from "./zod";

// A relative's phone hears at once (docs/behaviour/13-later-additions.md#family-notices): Web Push for a help
// request or a critical health alert of a person who shares with the family, e-mail when push is off or fails.

export const FAMILY_PUSH_MESSAGES = {
  endpoint: "La dirección del servicio de avisos no es válida (debe empezar por https://)",
  endpointHost: "Este servicio de avisos del navegador no está admitido",
  keys: "Las claves del aviso no son válidas",
  subscription: "Envíe la suscripción de avisos del navegador",
} as const;
const M = FAMILY_PUSH_MESSAGES;

const MAX_ENDPOINT_LENGTH = 2000;
// Unpadded base64url (RFC 4648 §5) as PushSubscription.toJSON() gives it: the P-256 public key is 65 bytes
// (87 characters, uncompressed point, so it starts with 0x04: 'B'), the auth secret 16 bytes (22 characters).
const P256DH = /^B[A-Za-z0-9_-]{86}$/;
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}$/;

export const pushEndpoint = z
  .string({ error: M.endpoint })
  .max(MAX_ENDPOINT_LENGTH, { error: M.endpoint })
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return url.protocol === "https:" && url.username === "" && url.password === "" && url.hash === "";
    },
    { error: M.endpoint },
  );

export const pushSubscriptionRequest = z.object(
  {
    endpoint: pushEndpoint,
    keys: z.object(
      {
        p256dh: z.string({ error: M.keys }).regex(P256DH, { error: M.keys }),
        auth: z.string({ error: M.keys }).regex(AUTH_SECRET, { error: M.keys }),
      },
      { error: M.keys },
    ),
  },
  { error: M.subscription },
);
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

export const removePushSubscriptionRequest = z.object({ endpoint: pushEndpoint }, { error: M.subscription });

export const familyPushStatus = z.object({
  /** The server's VAPID public key (base64url) for PushManager.subscribe, or null when push is not available. */
  publicKey: z.string().nullable(),
  /** At least one approved relative shares with the family: only then are notices sent. */
  hasConsentingPerson: z.boolean(),
  /** Devices of this relative that receive notices. */
  deviceCount: z.number().int(),
});
export type FamilyPushStatus = z.infer<typeof familyPushStatus>;

/** What a notification carries (encrypted end to end, RFC 8291): who, what kind, when; never a health detail. */
export const familyPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The page the notification opens. */
  url: z.string(),
  /** One notification per alert on the phone, however many times it is sent. */
  tag: z.string(),
});
export type FamilyPushPayload = z.infer<typeof familyPushPayload>;

const FAMILY_ONLY = { kind: "signed-in", roles: ["family"] } as const;

export const familyPushEndpoints = {
  status: defineEndpoint({
    method: "GET",
    path: "/api/family/push",
    summary: "Whether the relative's notices can work, with the server's VAPID public key",
    access: FAMILY_ONLY,
    response: familyPushStatus,
  }),
  subscribe: defineEndpoint({
    method: "PUT",
    path: "/api/family/push/subscription",
    summary: "Saves this device's push subscription for the relative (one per endpoint)",
    access: FAMILY_ONLY,
    body: pushSubscriptionRequest,
    response: familyPushStatus,
  }),
  unsubscribe: defineEndpoint({
    method: "DELETE",
    path: "/api/family/push/subscription",
    summary: "Removes this device's push subscription of the relative",
    access: FAMILY_ONLY,
    body: removePushSubscriptionRequest,
    response: familyPushStatus,
  }),
};
