import { z } from "./zod";

// Staff management of people, part 5: colleagues and family links waiting for a professional's answer.

export const approvalsResponse = z.object({
  professionals: z.array(
    z.object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  familyLinks: z.array(
    z.object({
      linkId: z.uuid(),
      family: z.object({
        id: z.uuid(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string().nullable(),
      }),
      elderly: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
      createdAt: z.string(),
    }),
  ),
});
export type ApprovalsResponse = z.infer<typeof approvalsResponse>;

export const approvalDecisionResponse = z.object({
  id: z.uuid(),
  status: z.enum(["active", "disabled"]),
});
