import {
  ABSENT,
  type Access,
  type BodyOf,
  type Endpoint,
  type HttpMethod,
  type OwnId,
  PASSWORD_CHANGE_REQUIRED,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RoleRule,
} from "@shared/api/contract";
import type { Request, Response, Router } from "express";
import { authorizeSubject } from "../auth/access";
import type { SessionContext } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { RECORD_LOADERS, SUBJECT_LOADERS, type SubjectRecords } from "../auth/subject-sources";
import type { Db } from "../db/types";
import { MESSAGES } from "@shared/api/messages";
import { REAUTH_REQUIRED, SECOND_FACTOR_MESSAGES, SECOND_FACTOR_REQUIRED } from "@shared/api/second-factor";
import { isFactorRecent } from "@shared/domain/second-factor";
import { forbidden, HttpError, notFound, unauthorized } from "./errors";
import { parse } from "./validate";

type SubjectRow = Awaited<ReturnType<typeof authorizeSubject>>;

/** What a handler receives: parsed input, the caller and, for a subject endpoint, the authorised person. */
type RouteContext<E extends Endpoint> = {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  auth: E["access"]["kind"] extends "public" ? SessionContext | null : SessionContext;
  subject: E["access"] extends { kind: "subject" } ? SubjectRow : undefined;
  /** The record the subject was found through (`via`), or the `record` the path names, already checked. */
  record: E["access"] extends { via: infer V extends keyof SubjectRecords }
    ? SubjectRecords[V]
    : E["access"] extends { of: infer O extends keyof SubjectRecords }
      ? SubjectRecords[O]
      : undefined;
  now: Date;
  /** Only for what HTTP itself owns (cookies, headers); services never see it. */
  http: { req: Request; res: Response };
};

type Handler<E extends Endpoint> = (ctx: RouteContext<E>) => Promise<ResponseOf<E>> | ResponseOf<E>;

const METHOD: Record<HttpMethod, "get" | "post" | "put" | "patch" | "delete"> = {
  GET: "get",
  POST: "post",
  PUT: "put",
  PATCH: "patch",
  DELETE: "delete",
};

/** Parses a part of the request with its declared schema; without one, the part is ignored. */
const parsePart = (schema: Endpoint["params"], input: unknown) => (schema ? parse(schema, input) : undefined);

type SubjectAccess = Extract<Access, { kind: "subject" }>;
type RecordAccess = Extract<Access, { kind: "record" }>;

/** The rule of the caller's role: a scope, a scope checked before a refusal, ABSENT, or undefined (refused). */
function ruleOf(access: SubjectAccess, auth: SessionContext): RoleRule | undefined {
  return typeof access.scope === "string" ? access.scope : access.scope[auth.role];
}

/** The caller, checked against the endpoint's roles: 401 without a session, 403 for another role. */
function callerOf(endpoint: Endpoint, req: Request, clock: () => Date): SessionContext | null {
  const { access } = endpoint;
  if (access.kind === "public") return req.auth ?? null;
  if (!req.auth) throw unauthorized();
  const isAllowed =
    access.kind === "subject" ? ruleOf(access, req.auth) !== undefined : !access.roles || access.roles.includes(req.auth.role);
  if (!isAllowed) throw forbidden();
  // A password alone buys nothing but the second step (docs/decisions/0011-second-factor.md).
  if (req.auth.secondFactor !== "done" && !endpoint.isAllowedBeforeSecondFactor)
    throw new HttpError(403, SECOND_FACTOR_MESSAGES.required, { code: SECOND_FACTOR_REQUIRED });
  // A one-time password buys nothing but choosing a new one (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts).
  if (req.auth.mustChangePassword && !endpoint.isAllowedBeforePasswordChange)
    throw new HttpError(403, MESSAGES.passwordChangeRequired, { code: PASSWORD_CHANGE_REQUIRED });
  if (endpoint.isSensitive && req.auth.secondFactor === "done" && !isFactorRecent(req.auth.factorVerifiedAt, clock()))
    throw new HttpError(403, SECOND_FACTOR_MESSAGES.reauthRequired, { code: REAUTH_REQUIRED });
  return req.auth;
}

/**
 * A parameter that must be the caller's own id: a staff path's professional id (docs/behaviour/07-api.md), which
 * names no subject person (403), or a resource only its owner may know exists (404).
 */
function checkOwnId(own: OwnId, auth: SessionContext, ...parts: unknown[]) {
  for (const part of parts) {
    const value = (part as Record<string, unknown> | undefined)?.[own.param];
    if (value !== undefined && value !== auth.userId) throw own.otherwise === 403 ? forbidden() : notFound();
  }
}

/** Loads the subject person (through its record when `via` says so) and applies the one access policy. */
async function authorizedSubject(deps: AppDeps, access: SubjectAccess, auth: SessionContext, id: string, now: Date) {
  const { db } = deps;
  const rule = ruleOf(access, auth);
  if (rule === undefined) throw forbidden();
  if (rule === ABSENT) throw notFound();
  let ownerId = id;
  let record: unknown;
  if (access.via && access.via !== "user") {
    const found = await SUBJECT_LOADERS[access.via](db, id, auth.municipalityId);
    if (!found) throw notFound();
    ({ ownerId, record } = found);
  }
  const scope = typeof rule === "string" ? rule : rule.refusedAfter;
  const subject = await authorizeSubject(db, auth, ownerId, scope, now, {
    audit: access.audit,
    about: access.about,
    notFoundMessage: access.notFoundMessage,
    readCache: deps.readCache,
  });
  if (typeof rule !== "string") throw forbidden();
  return { subject, record };
}

/** Loads the record the path names in the caller's municipality; `isOwnOnly` hides it from all but its owner. */
async function authorizedRecord(db: Db, access: RecordAccess, auth: SessionContext, id: string) {
  const found = await RECORD_LOADERS[access.of](db, id, auth.municipalityId);
  if (!found || (access.isOwnOnly && found.ownerId !== auth.userId)) throw notFound();
  return { record: found.record };
}

/**
 * In development and tests every answer is checked against its declared schema, so a contract that drifts
 * from the service fails loudly there; production trusts the tests and skips the cost.
 */
function checkResponse(endpoint: Endpoint, payload: unknown) {
  if (!endpoint.response) return;
  const result = endpoint.response.safeParse(JSON.parse(JSON.stringify(payload ?? null)));
  if (!result.success) {
    throw new Error(`${endpoint.method} ${endpoint.path}: la respuesta no cumple su contrato: ${result.error.message}`);
  }
}

/**
 * Registers one endpoint on the /api router: parse -> check access through the one policy (and audit) ->
 * handler -> answer (204 when the contract declares no response).
 */
export function defineRoute<E extends Endpoint>(router: Router, deps: AppDeps, endpoint: E, handler: Handler<E>) {
  const path = endpoint.path.replace(/^\/api(?=\/)/, "");
  const isChecked = deps.config.env !== "production";
  router[METHOD[endpoint.method]](path, async (req, res) => {
    // A caller of another role learns nothing, not even which input is wrong; then a malformed id answers 400
    // before anything is looked up.
    const auth = callerOf(endpoint, req, deps.clock);
    const params = parsePart(endpoint.params, req.params);
    const query = parsePart(endpoint.query, req.query);
    const body = parsePart(endpoint.body, req.body);
    const now = deps.clock();
    const { access } = endpoint;
    let found: { subject?: SubjectRow; record?: unknown } = {};
    if ((access.kind === "signed-in" || access.kind === "subject") && access.own) checkOwnId(access.own, auth!, params, query);
    if (access.kind === "subject" || access.kind === "record") {
      const source = access.kind === "subject" && access.in === "body" ? body : params;
      const id = (source as Record<string, unknown> | undefined)?.[access.param];
      if (typeof id !== "string") throw new Error(`${endpoint.path}: sin parámetro ${access.param}`);
      found =
        access.kind === "subject"
          ? await authorizedSubject(deps, access, auth!, id, now)
          : await authorizedRecord(deps.db, access, auth!, id);
    }
    const ctx = { params, query, body, auth, ...found, now, http: { req, res } } as RouteContext<E>;
    // The declared status is the default; a handler may answer another success (200 for a repeated create).
    if (endpoint.status) res.status(endpoint.status);
    const result = await handler(ctx);
    if (res.headersSent) return;
    if (!endpoint.response) {
      res.status(204).end();
      return;
    }
    if (isChecked) checkResponse(endpoint, result);
    res.json(result);
  });
}
