import { ABSENT, type Access, type Endpoint } from "@shared/api/contract";
import { ALL_ENDPOINTS } from "@shared/api/endpoints";
import type { Scope } from "@shared/domain/access-scope";
import type { UserRole } from "@shared/domain/enums";
import type { Req } from "./route-policy-types";
import type { ActorKey } from "./sweep-context";

// The sweep's expected answers, read from each endpoint's declared access (shared/api) rather than restated
// per route. What a scope lets each caller reach is written here once, from docs/behaviour/06-roles-and-access.md,
// independently of server/auth/policy.ts: a policy broken on purpose (consent, municipality, link) still fails.

type Caller = Exclude<ActorKey, "anon">;

const ROLE_OF: Record<Caller, UserRole> = {
  owner: "elderly",
  otherElderly: "elderly",
  familyConsent: "family",
  familyNoConsent: "family",
  familyUnlinked: "family",
  professional: "professional",
  foreignProfessional: "professional",
};

/** Every caller lives in the subject's municipality (Valle Verde) but Marta, of Montecerrado. */
const isOtherMunicipality = (actor: Caller) => actor === "foreignProfessional";

const OK = 0;
type Reach = typeof OK | 403 | 404;

/**
 * What each caller reaches of the subject under a scope. The subject is Carmen (both consents given), but for
 * `familyNoConsent`, whose subject is Antonio (his son linked and approved; familyConsent false).
 */
const REACH: Record<Scope, Record<Caller, Reach>> = {
  // Only the person: a linked relative or the staff know the person exists, so they are refused, not misled.
  self: { owner: OK, otherElderly: 404, familyConsent: 403, familyNoConsent: 403, familyUnlinked: 404, professional: 403, foreignProfessional: 404 },
  // Name and message thread: an approved link is enough.
  identity: { owner: OK, otherElderly: 404, familyConsent: OK, familyNoConsent: OK, familyUnlinked: 404, professional: OK, foreignProfessional: 404 },
  // Activity, reminders, stats: family needs the link AND the person's consent ('Información privada').
  care: { owner: OK, otherElderly: 404, familyConsent: OK, familyNoConsent: 403, familyUnlinked: 404, professional: OK, foreignProfessional: 404 },
  // The full record: the person and their municipality's staff.
  record: { owner: OK, otherElderly: 404, familyConsent: 403, familyNoConsent: 403, familyUnlinked: 404, professional: OK, foreignProfessional: 404 },
  // Statistics: staff of the municipality, with the person's personal consent (Carmen gave it).
  statistics: { owner: 403, otherElderly: 404, familyConsent: 403, familyNoConsent: 403, familyUnlinked: 404, professional: OK, foreignProfessional: 404 },
  // Someone to write to: the person's approved relatives, consent or not; never oneself, never staff.
  correspondent: { owner: 404, otherElderly: 404, familyConsent: OK, familyNoConsent: OK, familyUnlinked: 404, professional: 403, foreignProfessional: 404 },
};

/**
 * The success status an endpoint declares: 200 for an event stream, 302 for a redirect, 204 without a response,
 * else its status or 200.
 */
function successOf(endpoint: Endpoint): number {
  if (endpoint.isEventStream) return 200;
  if (endpoint.isRedirect) return 302;
  if (endpoint.response === null) return 204;
  return endpoint.status ?? 200;
}

/** What the sweep sends, who sends it, and the role of the person the request is about. */
type CallFacts = { req: Req; callerId: string; subjectRole: UserRole };

function ownIdAnswer(access: Access, call: CallFacts): number | null {
  const own = "own" in access ? access.own : undefined;
  if (!own) return null;
  const sent = call.req.params?.[own.param] ?? call.req.query?.[own.param];
  return sent !== undefined && sent !== call.callerId ? own.otherwise : null;
}

function answerOf(access: Access, actor: ActorKey, ok: number, call: CallFacts): number {
  if (access.kind === "public") return ok;
  if (actor === "anon") return 401;
  const role = ROLE_OF[actor];
  switch (access.kind) {
    case "signed-in":
      if (access.roles && !access.roles.includes(role)) return 403;
      return ownIdAnswer(access, call) ?? ok;
    case "record":
      if (!access.roles.includes(role)) return 403;
      // The sweep's records (alert, message, activity) belong to the subject, whose owner is `owner`.
      if (isOtherMunicipality(actor) || (access.isOwnOnly && actor !== "owner")) return 404;
      return ok;
    case "subject": {
      const rule = typeof access.scope === "string" ? access.scope : access.scope[role];
      if (rule === undefined) return 403;
      const own = ownIdAnswer(access, call);
      if (own !== null) return own;
      if (rule === ABSENT) return 404;
      const reach = REACH[typeof rule === "string" ? rule : rule.refusedAfter][actor];
      if (reach !== OK) return reach;
      if (access.about && !access.about.roles.includes(call.subjectRole)) return 404;
      return typeof rule === "string" ? ok : 403;
    }
  }
}

function endpointOf(route: string): Endpoint {
  const found = ALL_ENDPOINTS.find((e) => `${e.method} ${e.path}` === route);
  if (!found) throw new Error(`${route}: no declared endpoint`);
  return found;
}

/** A caller's expected answer to `route`, from its contract. */
export function answerFromContract(route: string, actor: ActorKey, call: CallFacts): number {
  const endpoint = endpointOf(route);
  return answerOf(endpoint.access, actor, successOf(endpoint), call);
}
