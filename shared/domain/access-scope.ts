/**
 * What a request touches about its subject person (the access rules of docs: "Who may see what"):
 * - `self`: things only the person may do (own consents, chat, help, messages as the elderly sender);
 * - `identity`: name and message thread (family needs only an approved link);
 * - `care`: activity, reminders, stats, appointments (family needs the link AND familyConsent === true);
 * - `record`: the full personal record and its management (professionals of the same municipality);
 * - `statistics`: municipal statistics and metrics (professionals, only with personalConsent === true).
 */
export const ACCESS_SCOPES = ["self", "identity", "care", "record", "statistics"] as const;
export type Scope = (typeof ACCESS_SCOPES)[number];
