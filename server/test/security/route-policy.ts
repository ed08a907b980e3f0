import { DEVICE_ROWS } from "./route-policy-devices";
import { PASSWORD_ROWS } from "./route-policy-passwords";
import { PEOPLE_ROWS } from "./route-policy-people";
import { STAFF_ROWS } from "./route-policy-staff";
import type { RouteRow } from "./route-policy-types";

/** One row per /api route (see route-policy-types.ts for the columns). */
export const ROUTE_POLICIES: RouteRow[] = [...PEOPLE_ROWS, ...DEVICE_ROWS, ...STAFF_ROWS, ...PASSWORD_ROWS];
