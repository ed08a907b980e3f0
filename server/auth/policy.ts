import type { Scope } from "@shared/domain/access-scope";
import type { FamilyLinkStatus, UserRole } from "@shared/domain/enums";

// The access rules of docs/behaviour/06-roles-and-access.md#access-policy, in one place. Pure: the caller loads the
// facts (who asks, about whom, the family link) and turns the decision into a status code.

export type Actor = { id: string; role: UserRole; municipalityId: string };
export type Subject = {
  id: string;
  role: UserRole;
  municipalityId: string;
  familyConsent: boolean;
  personalConsent: boolean;
};

export type { Scope };

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
  // `link` is the family link between the two, whichever of them is the older person.
  // Outside the caller's reach reads exactly like a missing record, so ids cannot be probed.
  if (!subject || subject.municipalityId !== actor.municipalityId) return notFound;

  if (actor.id === subject.id) {
    if (scope === "correspondent") return notFound;
    return scope === "statistics" ? { kind: "forbidden", reason: "role" } : allow();
  }

  switch (actor.role) {
    case "elderly":
      // An older person reaches no one else but the relatives they approved, to write to them.
      return scope === "correspondent" && subject.role === "family" && link === "approved" ? allow() : notFound;
    case "family": {
      if (subject.role !== "elderly" || link === null || link === "rejected") return notFound;
      if (link === "pending") return { kind: "forbidden", reason: "link-pending" };
      if (scope === "identity" || scope === "correspondent") return allow();
      if (scope === "care") return subject.familyConsent === true ? allow() : { kind: "private" };
      return { kind: "forbidden", reason: "role" };
    }
    case "professional": {
      if (scope === "self" || scope === "correspondent") return { kind: "forbidden", reason: "self-only" };
      if (scope === "statistics") {
        return subject.personalConsent === true ? allow() : { kind: "forbidden", reason: "no-consent" };
      }
      // Every professional read of a personal record is audited.
      return allow(scope === "record" || scope === "care");
    }
  }
}
