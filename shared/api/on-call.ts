import { defineEndpoint, OWN_STAFF_ID } from "./contract";
import { professionalParams } from "./professional";
import { z } from "./zod";
import { MAX_EMAIL_LENGTH, MAX_ON_CALL_EMAILS, ON_CALL_MESSAGES } from "./on-call-texts";

// Each municipality's on-call addresses: who receives its unattended help requests by e-mail
// (docs/behaviour/13-later-additions.md#alert-escalation). Set by the municipality's own professionals; the
// municipality is the caller's, so no other municipality's list can be named.

export { MAX_ON_CALL_EMAILS, ON_CALL_MESSAGES } from "./on-call-texts";
const M = ON_CALL_MESSAGES;

// Control characters (CR and LF among them) would let an address smuggle mail headers; refused before trimming,
// so a trailing line break is not quietly removed and accepted.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const onCallEmail = z
  .string({ error: M.invalid })
  .refine((value) => !CONTROL.test(value), { error: M.controlChars, abort: true })
  .transform((value) => value.trim())
  .pipe(z.string().max(MAX_EMAIL_LENGTH, { error: M.tooLong }).pipe(z.email({ error: M.invalid })));

/** Repeats are refused, not dropped, so staff see the list they saved; case does not make an address new. */
export const onCallEmailList = z
  .array(onCallEmail, { error: M.list })
  .max(MAX_ON_CALL_EMAILS, { error: M.tooMany })
  .superRefine((emails, ctx) => {
    const seen = new Set<string>();
    emails.forEach((email, index) => {
      const key = email.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: M.duplicate(email), path: [index] });
      seen.add(key);
    });
  });

export const updateOnCallRequest = z.object({ emails: onCallEmailList }, { error: M.list });
export type UpdateOnCallRequest = z.input<typeof updateOnCallRequest>;

/** One change of the list, from the audit log. */
export const onCallChange = z.object({
  at: z.string(),
  actorName: z.string(),
  before: z.array(z.string()),
  after: z.array(z.string()),
});
export const onCallSettings = z.object({
  emails: z.array(z.string()),
  /** The latest changes, newest first. */
  changes: z.array(onCallChange),
});
export type OnCallSettings = z.infer<typeof onCallSettings>;

export const onCallEndpoints = {
  read: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/on-call-emails",
    summary: "The on-call e-mail addresses of the professional's municipality, with their latest changes",
    access: OWN_STAFF_ID,
    params: professionalParams,
    response: onCallSettings,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/professional/:professionalId/on-call-emails",
    summary: "Replaces the on-call e-mail addresses of the professional's municipality (audited)",
    access: OWN_STAFF_ID,
    params: professionalParams,
    body: updateOnCallRequest,
    response: onCallSettings,
    isSensitive: true,
  }),
};
