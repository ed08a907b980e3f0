import { userRoles } from "../domain/enums";
import { idParams } from "./common";
import { defineEndpoint } from "./contract";
import { z } from "./zod";

/** Public profile of a person (never hashes). Fields follow docs/behaviour/03-entities.md. */
export const userProfile = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  age: z.number().int().nullable(),
  role: z.enum(userRoles),
  medicalConditions: z.array(z.string()),
  lastActivity: z.string().nullable(),
  personalConsent: z.boolean(),
  familyConsent: z.boolean(),
  preferences: z.object({
    hobbies: z.array(z.string()).optional(),
    likes: z.array(z.string()).optional(),
    elderlyUserId: z.uuid().optional(),
  }),
  personalityTraits: z.string(),
  emergencyContactName: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** What a linked family member may see of their relative without activity consent. */
export const userSummary = userProfile.pick({ id: true, firstName: true, lastName: true, role: true });
export type UserSummary = z.infer<typeof userSummary>;

export const userEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/api/users/:id",
    summary: "A person: the profile for themself and staff, the name for linked family",
    access: {
      kind: "subject",
      param: "id",
      scope: { elderly: "record", professional: "record", family: "identity" },
      audit: "user.view",
    },
    params: idParams,
    response: z.union([userProfile, userSummary]),
  }),
};
