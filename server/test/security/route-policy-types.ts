import type { ActorKey, Fixtures, Subject } from "./sweep-context";

// The expected answer of EVERY /api route to every kind of caller (docs/behaviour/06-roles-and-access.md). The route
// coverage test fails when the app has a route without a row here, or a row names a missing route.

export type SweepGroup = "auth" | "people" | "care" | "staff";
export type Expectation = Record<ActorKey, number>;
export type Req = { params?: Record<string, string>; query?: Record<string, string>; body?: object };

export type RouteRow = {
  /** "METHOD /api/path" exactly as the router declares it. */
  route: string;
  /** Which sweep file runs it. */
  group: SweepGroup;
  expect: Expectation;
  /**
   * [actor, status] pairs: the answer when every id in the request does not exist. An allowed actor
   * gets 404; a role that may never call the route gets the same 403 as for a real id (no probing).
   */
  missing?: Array<[ActorKey, number]>;
  /**
   * The answer to every caller WITHOUT a device credential (issue 14), when it differs from `expect`: only PIN
   * login, which no browser but an enrolled tablet may use.
   */
  withoutDevice?: number;
  /** Clock advance before the callers without a device credential (a lock that a second call would hit). */
  secondPassAfterMs?: number;
  /** Login, logout and registration change who the caller is: each call gets a fresh session. */
  isIdentityChange?: boolean;
  /** The answer describes the API (OpenAPI): a property named `password` is a schema, so only values are checked. */
  isApiDescription?: boolean;
  /** The request for one call; `s` is the person whose data it touches. */
  request: (f: Fixtures, s: Subject, actor: ActorKey) => Req | Promise<Req>;
};

// Column order: anon, owner, otherElderly, familyConsent, familyNoConsent, familyUnlinked,
// professional, foreignProfessional.
const statuses = (...s: number[]): Expectation => ({
  anon: s[0],
  owner: s[1],
  otherElderly: s[2],
  familyConsent: s[3],
  familyNoConsent: s[4],
  familyUnlinked: s[5],
  professional: s[6],
  foreignProfessional: s[7],
});

export const P = {
  /** No session needed; everyone gets the same answer. */
  public: (ok: number) => statuses(ok, ok, ok, ok, ok, ok, ok, ok),
  /** Any session; each caller sees only their own data. */
  anySession: (ok: number) => statuses(401, ok, ok, ok, ok, ok, ok, ok),
  /** Activity, reminders, stats: self, family with approved link + consent (else 403 private), own staff. */
  care: (ok: number) => statuses(401, ok, 404, ok, 403, 404, ok, 404),
  /** The person's record pieces: self and own staff; family and outsiders cannot tell it exists. */
  record: (ok: number) => statuses(401, ok, 404, 404, 404, 404, ok, 404),
  /** Only the person themself (consents, activity log); family and staff are refused. */
  self: (ok: number) => statuses(401, ok, 404, 403, 403, 404, 403, 404),
  /** Elderly-only endpoints (assistant, help button). */
  elderlyOnly: (ok: number) => statuses(401, ok, 404, 403, 403, 403, 403, 403),
  /** Family-only endpoints. */
  familyOnly: (ok: number) => statuses(401, 403, 403, ok, ok, ok, 403, 403),
  /** Family with consent and own staff manage a person's reminders; the person cannot. */
  manage: (ok: number) => statuses(401, 403, 403, ok, 403, 404, ok, 404),
  /** Staff endpoints about one object of Valle Verde: another municipality's staff get 404. */
  staffObject: (ok: number) => statuses(401, 403, 403, 403, 403, 403, ok, 404),
  /** Staff endpoints with {professionalId} = Lucía in the path: only Lucía. */
  staffPath: (ok: number) => statuses(401, 403, 403, 403, 403, 403, ok, 403),
  /** Staff endpoints about their own municipality (no id): every professional, own data only. */
  staffMunicipality: (ok: number) => statuses(401, 403, 403, 403, 403, 403, ok, ok),
  custom: statuses,
};
