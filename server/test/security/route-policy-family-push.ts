import type { RouteRow } from "./route-policy-types";

// A relative's notices on this phone: family only, each about the caller's own devices (no subject person).
const subscription = (serial: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/barrido-${serial}`,
  keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
});

export const FAMILY_PUSH_ROWS: RouteRow[] = [
  { route: "GET /api/family/push", group: "people", request: () => ({}) },
  { route: "PUT /api/family/push/subscription", group: "people", request: (f) => ({ body: subscription(f.serial()) }) },
  {
    route: "DELETE /api/family/push/subscription",
    group: "people",
    request: (f) => ({ body: { endpoint: subscription(f.serial()).endpoint } }),
  },
];
