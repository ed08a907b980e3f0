import { userRoles } from "../domain/enums";
import { z } from "./zod";

/** Public profile of a person (never hashes). Fields follow SPEC section 3. */
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
