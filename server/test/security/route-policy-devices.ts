import type { RouteRow } from "./route-policy-types";

// Tablet enrolment. The browser's side needs no session; the person's side is the "care" policy
// for relatives and own staff, and no older person (not even the owner) makes codes or revokes tablets.
// A person that does not exist: 404 for whoever could act on a real one; the owner is refused by role first.
const missingPerson: RouteRow["missing"] = [["professional", 404], ["familyConsent", 404], ["owner", 403]];
export const DEVICE_ROWS: RouteRow[] = [
  { route: "GET /api/auth/device", group: "auth", request: () => ({}) },
  {
    route: "POST /api/auth/device/enrol",
    group: "auth",
    request: async (f, s) => ({ body: { code: await f.enrolmentCode(s) } }),
  },
  {
    route: "POST /api/users/:id/device-codes",
    group: "care",
    missing: missingPerson,
    request: (_f, s) => ({ params: { id: s.userId }, body: {} }),
  },
  {
    route: "GET /api/users/:id/devices",
    group: "care",
    missing: missingPerson,
    request: (_f, s) => ({ params: { id: s.userId } }),
  },
  {
    route: "DELETE /api/users/:id/devices/:deviceId",
    group: "care",
    missing: missingPerson,
    request: async (f, s) => ({ params: { id: s.userId, deviceId: await f.device(s) } }),
  },
];
