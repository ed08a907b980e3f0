/**
 * What a request touches about its subject person (the access rules of docs: "Who may see what"):
 * - `self`: things only the person may do (own consents, chat, help, messages as the elderly sender);
 * - `identity`: name and message thread (family needs only an approved link);
 * - `care`: activity, reminders, stats, appointments (family needs the link AND familyConsent === true);
 * - `record`: the full personal record and its management (professionals of the same municipality);
 * - `statistics`: municipal statistics and metrics (professionals, only with personalConsent === true);
 * - `correspondent`: someone to write to: an older person and a relative with an approved link, in either
 *   direction (never oneself, never staff).
 */
export const ACCESS_SCOPES = ["self", "identity", "care", "record", "statistics", "correspondent"] as const;
export type Scope = (typeof ACCESS_SCOPES)[number];
