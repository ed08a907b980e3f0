import type { RouteRow } from "./route-policy-types";

// Rows for the follow-up agenda: staff manage a person's plan and call log; family read the last contact.

export const FOLLOW_UP_ROWS: RouteRow[] = [
  {
    route: "GET /api/users/:id/follow-up-plan",
    group: "staff",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { id: s.userId } }),
  },
  {
    route: "PUT /api/users/:id/follow-up-plan",
    group: "staff",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { id: s.userId }, body: { frequency: "weekly", preferredTime: "10:30", channel: "call" } }),
  },
  {
    route: "POST /api/users/:id/follow-up-calls",
    group: "staff",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { id: s.userId }, body: { channel: "call", outcome: "hablamos", personState: "bien" } }),
  },
  {
    route: "GET /api/users/:id/follow-up-calls",
    group: "staff",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { id: s.userId } }),
  },
  { route: "GET /api/professional/follow-up/today", group: "staff", request: () => ({}) },
  { route: "GET /api/metrics/follow-up/aggregated", group: "staff", request: () => ({ query: { days: "7" } }) },
  {
    route: "GET /api/family/follow-up/:userId/last-contact",
    group: "people",
    missing: [["familyConsent", 404]],
    request: (_f, s) => ({ params: { userId: s.userId } }),
  },
];
