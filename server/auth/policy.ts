import type { FamilyLinkStatus, UserRole } from "@shared/domain/enums";

// The access rules of DESIGN.md section 4, in one place. Pure: the caller loads the facts
// (who asks, about whom, the family link) and turns the decision into a status code.

export type Actor = { id: string; role: UserRole; municipalityId: string };
export type Subject = {
  id: string;
  role: UserRole;
  municipalityId: string;
  familyConsent: boolean;
  personalConsent: boolean;
};

/**
 * What is being touched about the subject person:
 * - `self`: things only the person may do (own consents, chat, help, messages as the elderly sender);
 * - `identity`: name and message thread (family needs only an approved link);
 * - `care`: activity, reminders, stats, appointments (family needs the link AND familyConsent === true);
 * - `record`: the full personal record and its management (professionals of the same municipality);
 * - `statistics`: municipal statistics and metrics (professionals, only with personalConsent === true).
 */
export type Scope = "self" | "identity" | "care" | "record" | "statistics";

export type Decision =
  | { kind: "allow"; audit: boolean }
  | { kind: "not-found" }
  | { kind: "private" }
  | { kind: "forbidden"; reason: string };

const allow = (audit = false): Decision => ({ kind: "allow", audit });
const notFound: Decision = { kind: "not-found" };

export function decide(
  actor: Actor,
  subject: Subject | null,
  scope: Scope,
  link: FamilyLinkStatus | null = null,
): Decision {
  // Outside the caller's reach reads exactly like a missing record, so ids cannot be probed.
  if (!subject || subject.municipalityId !== actor.municipalityId) return notFound;

  if (actor.id === subject.id) {
    return scope === "statistics" ? { kind: "forbidden", reason: "role" } : allow();
  }

  switch (actor.role) {
    case "elderly":
      return notFound;
    case "family": {
      if (subject.role !== "elderly" || link === null || link === "rejected") return notFound;
      if (link === "pending") return { kind: "forbidden", reason: "link-pending" };
      if (scope === "identity") return allow();
      if (scope === "care") return subject.familyConsent === true ? allow() : { kind: "private" };
      return { kind: "forbidden", reason: "role" };
    }
    case "professional": {
      if (scope === "self") return { kind: "forbidden", reason: "self-only" };
      if (scope === "statistics") {
        return subject.personalConsent === true ? allow() : { kind: "forbidden", reason: "no-consent" };
      }
      // Every professional read of a personal record is audited.
      return allow(scope === "record" || scope === "care");
    }
  }
}
