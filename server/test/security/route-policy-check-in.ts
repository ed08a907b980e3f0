import type { RouteRow } from "./route-policy-types";

// Rows for the morning check-in: staff set the plan; the person, staff and consented family read today's status;
// only the person answers.

export const CHECK_IN_ROWS: RouteRow[] = [
  {
    route: "PUT /api/users/:id/check-in-plan",
    group: "care",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { id: s.userId }, body: { enabled: true, time: "10:00", graceMinutes: 120 } }),
  },
  {
    route: "GET /api/users/:id/check-in/today",
    group: "care",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { id: s.userId } }),
  },
  {
    route: "POST /api/users/:id/check-in",
    group: "care",
    missing: [["owner", 404]],
    request: async (f, s) => {
      await f.checkInToday(s, null);
      return { params: { id: s.userId }, body: { answer: "bien" } };
    },
  },
  {
    route: "POST /api/users/:id/check-in/call-request",
    group: "care",
    missing: [["owner", 404]],
    request: async (f, s) => {
      await f.checkInToday(s, "mal");
      return { params: { id: s.userId }, body: { wantsCall: true } };
    },
  },
];
