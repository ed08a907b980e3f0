import { CONFIRM_WITHIN_MINUTES, NOTICE_AGE_MAX, NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from "../domain/notices";
import { idParams, userIdParams } from "./common";
import { defineEndpoint, STAFF_ONLY } from "./contract";
import { multiLineString, oneLineString } from "./safe-text";
import { z } from "./zod";

// 'Enviar aviso': staff send a notice to their people or a group; each tablet shows it full-screen until the
// person presses 'Entendido'; relatives with consent read it (docs/behaviour/13-later-additions.md#notices).

export const NOTICE_MESSAGES = {
  titleRequired: "Escriba el título del aviso",
  titleTooLong: `El título no puede superar ${NOTICE_TITLE_MAX} caracteres`,
  bodyRequired: "Escriba el texto del aviso",
  bodyTooLong: `El texto no puede superar ${NOTICE_BODY_MAX} caracteres`,
  age: `Escriba una edad entre 0 y ${NOTICE_AGE_MAX}`,
  agesInverted: "La edad «desde» no puede ser mayor que la edad «hasta»",
  condition: "La condición no es válida",
  district: "El distrito no es válido",
  confirmWithin: "Elija en cuánto tiempo deben confirmar: 1 hora, 3 horas o 24 horas",
  emptyAudience: "Ese grupo no tiene ninguna persona. Cambie el grupo antes de enviar el aviso.",
  notFound: "Aviso no encontrado",
} as const;
const M = NOTICE_MESSAGES;

const age = z.number({ error: M.age }).int({ error: M.age }).min(0, { error: M.age }).max(NOTICE_AGE_MAX, { error: M.age });
const optionalText = (message: string) =>
  z
    .union([oneLineString(message).trim().max(100, { error: message }), z.null()], { error: message })
    .default(null)
    .transform((value) => value || null);

export const noticeAudience = z
  .object({
    ageFrom: age.nullable().default(null),
    ageTo: age.nullable().default(null),
    condition: optionalText(M.condition),
    isLivingAloneOnly: z.boolean({ error: "Indique si el aviso es solo para quienes viven solos" }).default(false),
    district: optionalText(M.district),
  })
  .refine((a) => a.ageFrom === null || a.ageTo === null || a.ageFrom <= a.ageTo, { error: M.agesInverted, path: ["ageTo"] });
export type NoticeAudienceInput = z.input<typeof noticeAudience>;

/** The same group in a query string: empty values are absent, ages are digits, the switch is "true". */
const audienceQuery = z.preprocess((raw) => {
  const q = (raw ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (value === undefined || value === "" ? null : value);
  const number = (value: unknown) => (typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : text(value));
  return {
    ageFrom: number(q.ageFrom),
    ageTo: number(q.ageTo),
    condition: text(q.condition),
    district: text(q.district),
    isLivingAloneOnly: q.isLivingAloneOnly === "true",
  };
}, noticeAudience);

export const sendNoticeRequest = z.object({
  title: oneLineString(M.titleRequired)
    .trim()
    .min(1, { error: M.titleRequired })
    .max(NOTICE_TITLE_MAX, { error: M.titleTooLong }),
  body: multiLineString(M.bodyRequired)
    .trim()
    .min(1, { error: M.bodyRequired })
    .max(NOTICE_BODY_MAX, { error: M.bodyTooLong }),
  audience: noticeAudience.default({
    ageFrom: null,
    ageTo: null,
    condition: null,
    isLivingAloneOnly: false,
    district: null,
  }),
  confirmWithinMinutes: z.literal(CONFIRM_WITHIN_MINUTES, { error: M.confirmWithin }),
});
export type SendNoticeRequest = z.input<typeof sendNoticeRequest>;

export const audienceCount = z.object({
  count: z.number(),
  /** The medical conditions and districts written in the municipality's records, to choose a group from. */
  conditions: z.array(z.string()),
  districts: z.array(z.string()),
});
export type AudienceCount = z.infer<typeof audienceCount>;

export const noticeSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  audienceLabel: z.string(),
  confirmWithinMinutes: z.number(),
  createdAt: z.string(),
  authorName: z.string(),
  recipients: z.number(),
  confirmed: z.number(),
  /** Not confirmed within the chosen time: people to call. */
  overdue: z.number(),
});
export type NoticeSummary = z.infer<typeof noticeSummary>;

export const noticeRecipient = z.object({
  userId: z.uuid(),
  name: z.string(),
  phone: z.string(),
  shownAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  isOverdue: z.boolean(),
});
export type NoticeRecipient = z.infer<typeof noticeRecipient>;
export const noticeDetail = noticeSummary.extend({ recipientList: z.array(noticeRecipient) });
export type NoticeDetail = z.infer<typeof noticeDetail>;

/** A notice on the person's tablet; `id` names their own receipt of it. */
export const receivedNotice = z.object({ id: z.uuid(), title: z.string(), body: z.string(), createdAt: z.string() });
export type ReceivedNotice = z.infer<typeof receivedNotice>;

/** A notice the relative's person received, as the family dashboard shows it. */
export const familyNotice = z.object({ id: z.uuid(), title: z.string(), body: z.string(), createdAt: z.string() });
export type FamilyNotice = z.infer<typeof familyNotice>;

// The person's own receipt: someone else's answers 404, like one that does not exist.
const ownReceipt = { kind: "record", param: "id", of: "noticeReceipt", roles: ["elderly"], isOwnOnly: true } as const;

export const noticeEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/notices",
    summary: "The municipality's latest notices, with how many confirmed and how many are overdue",
    access: STAFF_ONLY,
    response: z.array(noticeSummary),
  }),
  audience: defineEndpoint({
    method: "GET",
    path: "/api/notice-audience",
    summary: "How many of the municipality's people a group reaches, and the conditions and districts to choose from",
    access: STAFF_ONLY,
    query: audienceQuery,
    response: audienceCount,
  }),
  send: defineEndpoint({
    method: "POST",
    path: "/api/notices",
    summary: "Sends a notice to the municipality's people or a group of them (audited); recipients are fixed now",
    access: STAFF_ONLY,
    body: sendNoticeRequest,
    response: noticeSummary,
    status: 201,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/notices/:id",
    summary: "One notice of the municipality: who confirmed and when, and who to call",
    access: { kind: "record", param: "id", of: "notice", roles: ["professional"] },
    params: idParams,
    response: noticeDetail,
  }),
  received: defineEndpoint({
    method: "GET",
    path: "/api/notices/received/:userId",
    summary: "The person's own notices still waiting for 'Entendido', oldest first",
    access: { kind: "subject", param: "userId", scope: "self", audit: null },
    params: userIdParams,
    response: z.array(receivedNotice),
  }),
  markShown: defineEndpoint({
    method: "POST",
    path: "/api/notices/received/:id/shown",
    summary: "The person's tablet showed the notice",
    access: ownReceipt,
    params: idParams,
    response: null,
  }),
  confirm: defineEndpoint({
    method: "POST",
    path: "/api/notices/received/:id/confirm",
    summary: "The person pressed 'Entendido'",
    access: ownReceipt,
    params: idParams,
    response: null,
  }),
  ofPerson: defineEndpoint({
    method: "GET",
    path: "/api/family/notices/:userId",
    summary: "Notices the person received lately (family with consent)",
    access: { kind: "subject", param: "userId", scope: { family: "care" }, audit: null },
    params: userIdParams,
    response: z.array(familyNotice),
  }),
};
