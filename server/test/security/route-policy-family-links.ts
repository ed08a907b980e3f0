import type { RouteRow } from "./route-policy-types";

// Ending a family link. A relative who stops accompanying someone ends the very link the other rows of a group
// rely on: each call re-approves it first (fixture), and the row runs last of its group (route-policy.ts).

export const FAMILY_LINK_ROWS: RouteRow[] = [
  {
    route: "DELETE /api/family/links/:id",
    group: "people",
    missing: [
      ["owner", 404],
      ["familyConsent", 403],
    ],
    request: async (f, s) => ({ params: { id: await f.pendingLink(s) } }),
  },
];

/** Last of the "auth" group, whose other rows need no family link. */
export const LAST_ROWS: RouteRow[] = [
  {
    route: "DELETE /api/family/relatives/:userId",
    group: "auth",
    missing: [["familyConsent", 404]],
    request: async (f, s) => {
      await f.approvedLink(s);
      return { params: { userId: s.userId } };
    },
  },
];
