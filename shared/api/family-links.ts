import { idParams, userIdParams } from "./common";
import { defineEndpoint } from "./contract";
import { removedTablets } from "./elderly";
import { z } from "./zod";

// Ending a family link (docs/behaviour/06-roles-and-access.md#family-links): the person or their staff remove it,
// or the relative stops accompanying the person. The tablets that relative enrolled for the person go with it.

/** What went with the link: the relative's tablets of the person (for the screen that removed it). */
export const removeFamilyLinkResponse = z.object({ removedTablets });
export type RemoveFamilyLinkResponse = z.infer<typeof removeFamilyLinkResponse>;

export const familyLinkEndpoints = {
  removeLink: defineEndpoint({
    method: "DELETE",
    path: "/api/family/links/:id",
    summary: "The person (or staff of the municipality) removes a family link, with the relative's tablets",
    // Like the decision on a link: a family member gets the same 403 for any id, so link ids cannot be probed.
    access: {
      kind: "subject",
      param: "id",
      via: "familyLink",
      scope: { elderly: "self", professional: "record" },
      audit: null,
    },
    params: idParams,
    response: removeFamilyLinkResponse,
  }),
  leaveLink: defineEndpoint({
    method: "DELETE",
    path: "/api/family/relatives/:userId",
    summary: "A family member stops accompanying a person (their approved link ends, with their tablets)",
    access: { kind: "subject", param: "userId", scope: { family: "identity" }, audit: null },
    params: userIdParams,
    response: removeFamilyLinkResponse,
  }),
};
