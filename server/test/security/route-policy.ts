import { CHECK_IN_ROWS } from "./route-policy-check-in";
import { DEVICE_ROWS } from "./route-policy-devices";
import { FAMILY_LINK_ROWS, LAST_ROWS } from "./route-policy-family-links";
import { FAMILY_PUSH_ROWS } from "./route-policy-family-push";
import { FOLLOW_UP_ROWS } from "./route-policy-follow-up";
import { PASSWORD_ROWS } from "./route-policy-passwords";
import { PEOPLE_ROWS } from "./route-policy-people";
import { STAFF_ROWS } from "./route-policy-staff";
import type { RouteRow } from "./route-policy-types";

/** One row per /api route (see route-policy-types.ts for the columns). */
export const ROUTE_POLICIES: RouteRow[] = [
  ...PEOPLE_ROWS,
  ...FAMILY_LINK_ROWS,
  ...FAMILY_PUSH_ROWS,
  ...DEVICE_ROWS,
  ...STAFF_ROWS,
  ...CHECK_IN_ROWS,
  ...FOLLOW_UP_ROWS,
  ...PASSWORD_ROWS,
  ...LAST_ROWS,
];
