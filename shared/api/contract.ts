import type { Scope } from "../domain/access-scope";
import type { AuditAction } from "../domain/audit-actions";
import type { UserRole } from "../domain/enums";
import type { z } from "./zod";

// One declared object per endpoint: the server registers it (server/http/define-route.ts), the client calls
// it (client/src/lib/endpoint-client.ts), the OpenAPI document and the authorization sweep read it.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Where the subject person of an endpoint comes from: `user`, a person's id in the path; otherwise a record in
 * the path whose owner is the subject (the server loads it in the caller's municipality: 404 when absent).
 */
export const SUBJECT_SOURCES = ["user", "reminder", "activeReminder", "familyLink"] as const;
export type SubjectSource = (typeof SUBJECT_SOURCES)[number];

/** Records that staff or their recipient act on directly, found in the caller's municipality (404 otherwise). */
export const RECORD_SOURCES = ["alert", "programActivity", "message", "notice", "noticeReceipt"] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];

/** A role to which the resource does not exist: 404 before anything is looked up (settings family never see). */
export const ABSENT = "absent";

/**
 * The scope a role reaches the subject with. A role missing from the map is refused (403) before anything is
 * looked up; `{ refusedAfter }` runs the subject check first (so an unlinked caller still gets 404 and a family
 * member without consent 'Información privada') and then refuses; `ABSENT` answers 404 to the whole role.
 */
export type RoleRule = Scope | { readonly refusedAfter: Scope } | typeof ABSENT;
export type RoleScopes = Partial<Record<UserRole, RoleRule>>;

/**
 * A path or query parameter that, when sent, must be the caller's own id; any other id is answered `otherwise`:
 * 403 for a staff path's professional id (it names no subject person), 404 for a resource only its owner may
 * know exists.
 */
export type OwnId = { readonly param: string; readonly otherwise: 403 | 404 };

/**
 * Who may call the endpoint, checked by the server before the handler runs:
 * - `public`: anyone, signed in or not;
 * - `signed-in`: any session, or only the listed roles (403 for the others), optionally with the caller's own id
 *   in a parameter (staff paths carry it);
 * - `subject`: the person named by a path (or body) parameter (directly or as a record's owner), through the one
 *   access policy: 404 outside the caller's reach, 403 'Información privada' for linked family without consent;
 *   a professional's read of a record or of care data is written to the audit log as `audit` (null: part of a
 *   read audited elsewhere, or a write the service audits itself);
 * - `record`: a record of the caller's municipality named in the path, for the listed roles (404 when it is
 *   not there; with `isOwnOnly`, also when it is not the caller's own).
 */
export type Access =
  | { readonly kind: "public" }
  | { readonly kind: "signed-in"; readonly roles?: readonly UserRole[]; readonly own?: OwnId }
  | {
      readonly kind: "subject";
      readonly param: string;
      readonly own?: OwnId;
      /** Where `param` is: the path (default) or the JSON body (a person's own writes name themselves). */
      readonly in?: "params" | "body";
      readonly via?: SubjectSource;
      readonly scope: Scope | RoleScopes;
      /**
       * The subject must have one of these roles; anyone else (the caller included) is answered 404, after the
       * policy and before any audit, with `message` when given (tablets are only for older people).
       */
      readonly about?: { readonly roles: readonly UserRole[]; readonly message?: string };
      /** The text of the 404 when the subject is out of the caller's reach (the default: not found). */
      readonly notFoundMessage?: string;
      readonly audit: AuditAction | null;
    }
  | {
      readonly kind: "record";
      readonly param: string;
      readonly of: RecordSource;
      readonly roles: readonly UserRole[];
      /** Only the record's owner (a message's recipient) may know it exists. */
      readonly isOwnOnly?: boolean;
    };

/** Staff only (403 for other roles). */
export const STAFF_ONLY = { kind: "signed-in", roles: ["professional"] } as const satisfies Access;
/** A `professionalId` sent in the path or query must be the caller's own (403 otherwise). */
export const OWN_PROFESSIONAL_ID = { param: "professionalId", otherwise: 403 } as const satisfies OwnId;
/** Staff only, with their own `professionalId` when one is sent. */
export const OWN_STAFF_ID = { ...STAFF_ONLY, own: OWN_PROFESSIONAL_ID } as const satisfies Access;

type Schema = z.ZodType;

export type Endpoint = {
  readonly method: HttpMethod;
  /** Express syntax: `/api/family/alerts/:userId`. */
  readonly path: `/api/${string}`;
  /** One line for people reading the OpenAPI document. */
  readonly summary: string;
  readonly access: Access;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** null: 204 No Content. */
  readonly response: Schema | null;
  /** The success status when it is not 200 (201 created, 202 accepted). */
  readonly status?: 201 | 202;
  /** The answer is a server-sent event stream (200, `text/event-stream`), not JSON. */
  readonly isEventStream?: true;
  /** A browser navigation: the answer is a 302 to another page (single sign-on), never JSON. */
  readonly isRedirect?: true;
  /** A create that may be repeated safely: a repeat answers 200 with what the first call made. */
  readonly isIdempotentCreate?: true;
  /**
   * Callable by a session that must replace a one-time password first (me, change-password); every other
   * signed-in endpoint answers that session 403 with code PASSWORD_CHANGE_REQUIRED.
   */
  readonly isAllowedBeforePasswordChange?: true;
  /**
   * Callable by a sign-in still owing its second step (the second step itself, enrolling a factor); every other
   * signed-in endpoint answers it 403 with code SECOND_FACTOR_REQUIRED (shared/api/second-factor.ts).
   */
  readonly isAllowedBeforeSecondFactor?: true;
  /**
   * A sensitive act: a caller who has a second factor must have shown it in the last minutes (403 with code
   * REAUTH_REQUIRED otherwise; the client asks for it and sends the request again).
   */
  readonly isSensitive?: true;
};

/** The `code` of the 403 a session with a one-time password gets; the client sends the person to change it. */
export const PASSWORD_CHANGE_REQUIRED = "password-change-required";

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Output<S> = S extends Schema ? z.output<S> : undefined;
type Input<S> = S extends Schema ? z.input<S> : undefined;

export type ParamsOf<E extends Endpoint> = Output<E["params"]>;
export type QueryOf<E extends Endpoint> = Output<E["query"]>;
export type BodyOf<E extends Endpoint> = Output<E["body"]>;
export type BodyInputOf<E extends Endpoint> = Input<E["body"]>;
export type ResponseOf<E extends Endpoint> = E["response"] extends Schema ? z.output<E["response"]> : null;

/**
 * An endpoint's method and path without its schemas (shared/api/routes.ts): all the client needs to call it, so
 * zod stays on the server. `__endpoint` is never set: it only carries the endpoint's type (body, response).
 */
export type Route<E extends Endpoint = Endpoint> = Pick<E, "method" | "path"> & { readonly __endpoint?: E };
/** The routes of a group of endpoints, by the same names. */
export type RoutesOf<G extends Record<string, Endpoint>> = { readonly [K in keyof G]: Route<G[K]> };
/** The endpoint a route stands for. */
export type EndpointOf<R extends Route> = NonNullable<R["__endpoint"]>;

/** The path's parameter names, in order: `/api/x/:id/y/:userId` -> ["id", "userId"]. */
export function pathParamNames(path: string): string[] {
  return path
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => segment.slice(1));
}

export type PathValues = Readonly<Record<string, string>>;

function rawValue(path: string, name: string, values: PathValues): string {
  const value = values[name];
  if (value === undefined) throw new Error(`${path}: falta el parámetro ${name}`);
  return value;
}

const segmentValue = (path: string, name: string, values: PathValues) =>
  encodeURIComponent(rawValue(path, name, values));

/** The URL of an endpoint: parameters encoded, query string from defined values only. */
export function endpointUrl(
  endpoint: Pick<Endpoint, "path">,
  params: PathValues = {},
  query: Readonly<Record<string, string | number | boolean | undefined>> = {},
): string {
  const path = endpoint.path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? segmentValue(endpoint.path, segment.slice(1), params) : segment))
    .join("/");
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The query key of a GET: the static part of the path, then each later segment. The client's default loader
 * joins the key with "/" back into the URL, and invalidating the first segment refreshes every person's copy.
 * `/api/family/alerts/:userId` + {userId: "u1"} -> ["/api/family/alerts", "u1"].
 */
export function endpointKey(endpoint: Pick<Endpoint, "path">, params: PathValues = {}): string[] {
  const segments = endpoint.path.split("/");
  const firstParam = segments.findIndex((segment) => segment.startsWith(":"));
  if (firstParam === -1) return [endpoint.path];
  const head = segments.slice(0, firstParam).join("/");
  const rest = segments
    .slice(firstParam)
    // Raw values, as the hand-written keys had them: the default loader joins the key as it is.
    .map((segment) => (segment.startsWith(":") ? rawValue(endpoint.path, segment.slice(1), params) : segment));
  return [head, ...rest];
}
