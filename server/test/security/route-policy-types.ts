import type { UserRole } from "@shared/domain/enums";
import type { ActorKey, Fixtures, Subject } from "./sweep-context";

// How the sweep calls EVERY /api route as every kind of caller. The expected answers are not restated here: they
// come from each endpoint's declared access (contract-expectation.ts). The route coverage test fails when the app
// has a route without a row here, or a row names a missing route.

export type SweepGroup = "auth" | "people" | "care" | "staff" | "passwords";
export type Req = { params?: Record<string, string>; query?: Record<string, string>; body?: object };

export type RouteRow = {
  /** "METHOD /api/path" exactly as the router declares it. */
  route: string;
  /** Which sweep file runs it. */
  group: SweepGroup;
  /** The role of the person the request is about, for an `about` rule (default: an older person). */
  subjectRole?: UserRole;
  /**
   * [actor, status] pairs: the answer when every id in the request does not exist. An allowed actor
   * gets 404; a role that may never call the route gets the same 403 as for a real id (no probing).
   */
  missing?: Array<[ActorKey, number]>;
  /**
   * The answer to every caller WITHOUT a device credential, when it differs from the contract's: only PIN
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
