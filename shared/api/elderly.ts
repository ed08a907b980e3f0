import { activityTypes, familyLinkStatuses } from "../domain/enums";
import { helpService } from "./alerts";
import { idParams, userIdParams } from "./common";
import { ABSENT, defineEndpoint } from "./contract";
import { multiLineString, oneLineString } from "./safe-text";
import { z } from "./zod";
import { FAMILY_LINK_MESSAGES } from "./family-link-texts";

export const consents = z.object({ familyConsent: z.boolean(), personalConsent: z.boolean() });
export type Consents = z.infer<typeof consents>;

const updateConsentsRequest = z.object({
  userId: z.uuid({ error: "Identificador no válido" }),
  // Only a literal boolean is accepted: "true" or 1 are not consent.
  familyConsent: z.boolean({ error: "El consentimiento debe ser sí o no" }),
  personalConsent: z.boolean({ error: "El consentimiento debe ser sí o no" }),
});

/** Tablets a relative had enrolled for the person, removed because their access ended (for the person's screen). */
export const removedTablets = z.array(z.object({ relativeFirstName: z.string(), devices: z.number().int() }));
export type RemovedTablets = z.infer<typeof removedTablets>;

/** The saved switches, and the relatives' tablets that withdrawing family consent removed (empty otherwise). */
export const consentsUpdateResponse = consents.extend({ removedTablets });
export type ConsentsUpdate = z.infer<typeof consentsUpdateResponse>;

const helpAlertRequest = z.object({ userId: z.uuid({ error: "Identificador no válido" }) });
export { HELP_LOCK_MS } from "./messages";

const createActivityRequest = z.object({
  userId: z.uuid({ error: "Identificador no válido" }),
  activityType: z.enum(activityTypes, { error: "Tipo de actividad no válido" }),
  description: oneLineString().trim().max(300, { error: "La descripción es demasiado larga" }).default(""),
  metadata: z
    .record(oneLineString().max(60), z.union([multiLineString().max(500), z.number(), z.boolean(), z.null()]))
    .refine((m) => Object.keys(m).length <= 20, { error: "Demasiados datos adjuntos" })
    .default({}),
});

export const activityRecord = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  activityType: z.enum(activityTypes),
  description: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ActivityRecord = z.infer<typeof activityRecord>;

/** How many activity records the person has today (local date of the municipality). */
export const activityToday = z.object({ date: z.string(), count: z.number() });
export type ActivityToday = z.infer<typeof activityToday>;

const familyLinkDecisionRequest = z.object({
  decision: z.enum(["approve", "reject"], { error: "Responda sí o no" }),
});

export const familyLinksResponse = z.object({
  approved: z.array(
    z.object({ linkId: z.uuid(), userId: z.uuid(), firstName: z.string(), lastName: z.string() }),
  ),
  pending: z.array(
    z.object({ linkId: z.uuid(), userId: z.uuid(), firstName: z.string(), lastName: z.string() }),
  ),
});
export type FamilyLinks = z.infer<typeof familyLinksResponse>;

/** A family member's view of each person they asked to accompany. */
export const relative = z.object({
  linkId: z.uuid(),
  status: z.enum(["pending", "approved", "rejected"]),
  elderly: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  /** Activity data is visible (approved link and the person's familyConsent === true). */
  canSeeActivity: z.boolean(),
  /** Only when canSeeActivity. */
  lastActivity: z.string().nullable(),
});
export type Relative = z.infer<typeof relative>;

export { FAMILY_LINK_MESSAGES } from "./family-link-texts";
const familyLinkRequestAnswer = z.object({ message: z.string() });

/** Most people a family member may accompany (the relatives list stays bounded). */
export const MAX_FAMILY_LINKS = 10;

/** A family member asks to accompany one more person (same lookup as the registration). */
export const requestFamilyLinkRequest = z.object({
  elderlyUserName: oneLineString(FAMILY_LINK_MESSAGES.nameRequired)
    .trim()
    .min(1, { error: FAMILY_LINK_MESSAGES.nameRequired })
    .max(120, { error: FAMILY_LINK_MESSAGES.nameRequired }),
});

/** POST /api/help/alert: the help request just created. */
const helpAlertResponse = z.object({ id: z.uuid(), createdAt: z.string(), service: helpService });

/** POST /api/family/links/:id/decision: the link and its new status. */
const familyLinkDecisionResponse = z.object({ id: z.uuid(), status: z.enum(familyLinkStatuses) });

export const elderlyEndpoints = {
  ownConsents: defineEndpoint({
    method: "GET",
    path: "/api/users/me/consents",
    summary: "The caller's own consent switches",
    access: { kind: "signed-in" },
    response: consents.nullable(),
  }),
  consentsOf: defineEndpoint({
    method: "GET",
    path: "/api/users/me/consents/:userId",
    summary: "A person's consent switches (the person and their staff; family gets 404)",
    // Family see the result of these settings, never the settings themselves: to them they do not exist.
    access: {
      kind: "subject",
      param: "userId",
      scope: { elderly: "record", professional: "record", family: ABSENT },
      audit: "consents.view",
    },
    params: userIdParams,
    response: consents.nullable(),
  }),
  updateConsents: defineEndpoint({
    method: "PUT",
    path: "/api/users/me/consents",
    summary: "The person changes their own consent switches",
    access: { kind: "subject", param: "userId", in: "body", scope: "self", audit: null },
    body: updateConsentsRequest,
    response: consentsUpdateResponse,
  }),
  helpAlert: defineEndpoint({
    method: "POST",
    path: "/api/help/alert",
    summary: "The person presses the help button",
    access: { kind: "subject", param: "userId", in: "body", scope: { elderly: "self" }, audit: null },
    body: helpAlertRequest,
    response: helpAlertResponse,
    status: 201,
  }),
  relatives: defineEndpoint({
    method: "GET",
    path: "/api/family/relatives",
    summary: "Every person the family member asked to accompany, with what they may see",
    access: { kind: "signed-in", roles: ["family"] },
    response: z.array(relative),
  }),
  requestLink: defineEndpoint({
    method: "POST",
    path: "/api/family/links",
    summary: "A family member asks to accompany one more person (same answer whether the name exists)",
    access: { kind: "signed-in", roles: ["family"] },
    body: requestFamilyLinkRequest,
    response: familyLinkRequestAnswer,
    status: 202,
  }),
  linksOf: defineEndpoint({
    method: "GET",
    path: "/api/family/links/:userId",
    summary: "A person's approved and pending family links (the person and their staff; family gets 404)",
    access: {
      kind: "subject",
      param: "userId",
      scope: { elderly: "record", professional: "record", family: ABSENT },
      audit: "family-links.view",
    },
    params: userIdParams,
    response: familyLinksResponse,
  }),
  decideLink: defineEndpoint({
    method: "POST",
    path: "/api/family/links/:id/decision",
    summary: "The person (or staff of the municipality) approves or rejects a pending link",
    access: {
      kind: "subject",
      param: "id",
      via: "familyLink",
      scope: { elderly: "self", professional: "record" },
      audit: null,
    },
    params: idParams,
    body: familyLinkDecisionRequest,
    response: familyLinkDecisionResponse,
  }),
};

export const activityEndpoints = {
  ofMunicipality: defineEndpoint({
    method: "GET",
    path: "/api/activities/all",
    summary: "Latest activity records of the municipality's people",
    access: { kind: "signed-in", roles: ["professional"] },
    response: z.array(activityRecord),
  }),
  ofPerson: defineEndpoint({
    method: "GET",
    path: "/api/activities/:userId",
    summary: "The person's latest activity records (family with consent, the person, their staff)",
    access: { kind: "subject", param: "userId", scope: "care", audit: "activities.view" },
    params: userIdParams,
    response: z.array(activityRecord),
  }),
  today: defineEndpoint({
    method: "GET",
    path: "/api/activities/:userId/today",
    summary: "How many activity records the person has today",
    access: { kind: "subject", param: "userId", scope: "care", audit: "activities.view" },
    params: userIdParams,
    response: activityToday,
  }),
  record: defineEndpoint({
    method: "POST",
    path: "/api/activities",
    summary: "The person's own app records what they did",
    access: { kind: "subject", param: "userId", in: "body", scope: "self", audit: null },
    body: createActivityRequest,
    response: z.object({ ok: z.literal(true) }),
    status: 201,
  }),
};
