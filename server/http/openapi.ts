import { errorResponse } from "@shared/api/common";
import { ABSENT, type Access, type Endpoint, pathParamNames } from "@shared/api/contract";
import { ENDPOINT_GROUPS } from "@shared/api/endpoints";
import { z } from "@shared/api/zod";
import { ACCESS_SCOPES, type Scope } from "@shared/domain/access-scope";
import { userRoles } from "@shared/domain/enums";
import { version } from "../../package.json";
import { SESSION_COOKIE } from "./cookies";

// The OpenAPI 3.1 document is generated from the endpoint contracts, never written by hand: what the server
// registers, validates and authorises is what the document says.

type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;
type Groups = Readonly<Record<string, Readonly<Record<string, Endpoint>>>>;

const SESSION_SCHEME = "sessionCookie";
const ERROR_REF = { $ref: "#/components/schemas/ErrorResponse" };

/** What each scope lets a role reach (server/auth/policy.ts), for the people who read the document. */
const SCOPE_TEXT: Record<Scope, string> = {
  self: "only the person themself",
  identity: "the person, family with an approved link, professionals of the same municipality",
  care: "the person, family with an approved link AND the person's family consent (else 403 'Información privada'), professionals of the same municipality",
  record: "the person and professionals of the same municipality",
  statistics: "professionals of the same municipality, only with the person's personal consent",
  correspondent: "an older person and a relative with an approved link between them, either way (never oneself)",
};

/** A zod schema as a JSON Schema 2020-12 object, embeddable in the document (no `$schema`, no local `$defs`). */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" });
  // A `#/$defs/...` reference would resolve against the whole document, not this schema: refuse it loudly
  // rather than publish a broken reference (today no contract has a cycle or an id'd sub-schema).
  if ("$defs" in rest) throw new Error("OpenAPI: un esquema con $defs no se puede incrustar; añádalo a components");
  return rest;
}

/** `/api/alerts/:id/seen` -> `/api/alerts/{id}/seen`. */
export const openApiPath = (path: string) =>
  path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? `{${segment.slice(1)}}` : segment))
    .join("/");

function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } | null {
  const { properties, required } = schema;
  if (typeof properties !== "object" || properties === null) return null;
  return {
    properties: properties as Record<string, JsonSchema>,
    required: Array.isArray(required) ? (required as string[]) : [],
  };
}

function parametersOf(endpoint: Endpoint): Json[] {
  const pathShape = endpoint.params ? propertiesOf(jsonSchema(endpoint.params, "input")) : null;
  const inPath = pathParamNames(endpoint.path).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: pathShape?.properties[name] ?? { type: "string" },
  }));
  if (!endpoint.query) return inPath;
  const query = jsonSchema(endpoint.query, "input");
  const queryShape = propertiesOf(query);
  // A query schema that is not one object (a union, say) is described whole, as form-style fields.
  if (!queryShape) return [...inPath, { name: "query", in: "query", style: "form", explode: true, schema: query }];
  const inQuery = Object.entries(queryShape.properties).map(([name, schema]) => ({
    name,
    in: "query",
    required: queryShape.required.includes(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

/** The access rule in a structured form: `roles` maps each role that may call to the scope it reaches with. */
function accessExtension(access: Access): Json {
  switch (access.kind) {
    case "public":
      return { kind: "public" };
    case "signed-in":
      return { kind: "signed-in", roles: access.roles ?? userRoles, ...(access.own ? { own: access.own } : {}) };
    case "record":
      return {
        kind: "record",
        recordParam: access.param,
        recordOf: access.of,
        roles: access.roles,
        ...(access.isOwnOnly ? { isOwnOnly: true } : {}),
      };
    case "subject": {
      const roles: Json = {};
      for (const role of userRoles) {
        const rule = typeof access.scope === "string" ? access.scope : access.scope[role];
        if (rule === undefined) continue;
        roles[role] = rule === ABSENT ? { absent: true } : typeof rule === "string" ? { scope: rule } : { scope: rule.refusedAfter, refused: true };
      }
      return {
        kind: "subject",
        subjectParam: access.param,
        subjectFrom: access.via ?? "user",
        subjectIn: access.in ?? "params",
        roles,
        ...(access.about ? { subjectRoles: access.about.roles } : {}),
        ...(access.own ? { own: access.own } : {}),
        audit: access.audit,
      };
    }
  }
}

function accessText(access: Access): string {
  switch (access.kind) {
    case "public":
      return "Access: anyone, signed in or not.";
    case "signed-in":
      return [
        access.roles ? `Access: signed-in ${access.roles.join(", ")} only (403 for other roles).` : "Access: any session.",
        access.own ? ` {${access.own.param}} must be the caller's own id (${access.own.otherwise} otherwise).` : "",
      ].join("");
    case "record": {
      const own = access.isOwnOnly ? ", and only its owner's" : "";
      return `Access: ${access.roles.join(", ")} only (403 for other roles); the ${access.of} {${access.param}} must be of the caller's municipality${own} (404 otherwise).`;
    }
    case "subject": {
      const whose = access.via && access.via !== "user" ? `the owner of the ${access.via} {${access.param}}` : `the person {${access.param}}`;
      const about = access.about ? ` The person must be ${access.about.roles.join(" or ")} (404 otherwise).` : "";
      const audit = access.audit ? ` A professional's read is recorded in the audit log as '${access.audit}'.` : "";
      return `Access: about ${whose}, through the municipality's access policy (see x-access; 404 outside the caller's reach).${about}${audit}`;
    }
  }
}

const errorAnswer = (description: string) => ({ description, content: { "application/json": { schema: ERROR_REF } } });

function responsesOf(endpoint: Endpoint): Json {
  const { access } = endpoint;
  const responses: Json = {};
  if (endpoint.response) {
    responses[String(endpoint.status ?? 200)] = {
      description: "Success",
      content: { "application/json": { schema: jsonSchema(endpoint.response, "output") } },
    };
    if (endpoint.isIdempotentCreate) {
      responses["200"] = {
        description: "A repeat: what the first call made, unchanged",
        content: { "application/json": { schema: jsonSchema(endpoint.response, "output") } },
      };
    }
  } else if (endpoint.isEventStream) {
    responses["200"] = {
      description: "Server-sent events: `event: alerts` with no data whenever something changed",
      content: { "text/event-stream": { schema: { type: "string" } } },
    };
  } else if (endpoint.isRedirect) {
    responses["302"] = { description: "A browser navigation: Location says where to go next" };
  } else {
    responses["204"] = { description: "Done, no content" };
  }
  if (endpoint.params || endpoint.query || endpoint.body) responses["400"] = errorAnswer("Invalid input (issues list each field)");
  if (access.kind !== "public") responses["401"] = errorAnswer("No session");
  // Every state-changing request from another site is refused (server/http/csrf.ts), whatever its access.
  if (access.kind === "subject" || access.kind === "record" || (access.kind === "signed-in" && access.roles) || endpoint.method !== "GET") {
    responses["403"] = errorAnswer("Refused: another role, no consent ('Información privada') or a cross-site request");
  }
  if (pathParamNames(endpoint.path).length > 0) responses["404"] = errorAnswer("Not found, or outside the caller's reach");
  responses.default = errorAnswer("Any other error (409, 413, 415, 429, 500, 503…), with a Spanish message");
  return responses;
}

function operationOf(group: string, name: string, endpoint: Endpoint): Json {
  const operation: Json = {
    operationId: `${group}.${name}`,
    tags: [group],
    summary: endpoint.summary,
    description: accessText(endpoint.access),
    "x-access": accessExtension(endpoint.access),
    security: endpoint.access.kind === "public" ? [] : [{ [SESSION_SCHEME]: [] }],
  };
  const parameters = parametersOf(endpoint);
  if (parameters.length > 0) operation.parameters = parameters;
  if (endpoint.body) {
    operation.requestBody = {
      // A body with a default (the whole body optional) may be left out.
      required: !endpoint.body.safeParse(undefined).success,
      content: { "application/json": { schema: jsonSchema(endpoint.body, "input") } },
    };
  }
  operation.responses = responsesOf(endpoint);
  return operation;
}

type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Json>>;
  components: Json;
  [extension: `x-${string}`]: unknown;
};

/** The document of a set of endpoint groups (each group is a tag; operation ids are `group.name`). */
function buildOpenApi(groups: Groups): OpenApiDocument {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [group, endpoints] of Object.entries(groups)) {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const path = openApiPath(endpoint.path);
      const method = endpoint.method.toLowerCase();
      const item = (paths[path] ??= {});
      if (item[method]) throw new Error(`OpenAPI: ${endpoint.method} ${endpoint.path} está declarado dos veces`);
      item[method] = operationOf(group, name, endpoint);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Acompaña API",
      version,
      description: [
        "The API of Acompaña, the municipal care programme. Every answer is JSON; error messages are in Spanish.",
        `Signing in sets the '${SESSION_COOKIE}' session cookie; state-changing requests must come from the app's own origin.`,
        "Each operation's x-access says who may call it: public, any signed-in role (or the listed ones), or about one",
        "person (subjectParam), where each role listed in `roles` reaches the person with a scope (x-access-scopes);",
        "`refused: true` means the scope is checked first (404 outside reach) and the call is then refused (403);",
        "`audit` names the audit-log action written when a professional reads that data.",
      ].join(" "),
    },
    "x-access-scopes": Object.fromEntries(ACCESS_SCOPES.map((scope) => [scope, SCOPE_TEXT[scope]])),
    paths,
    components: {
      schemas: { ErrorResponse: jsonSchema(errorResponse, "output") },
      securitySchemes: {
        [SESSION_SCHEME]: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "The session of a signed-in person" },
      },
    },
  };
}

let cached: OpenApiDocument | undefined;

/** The document of every declared endpoint, built once per process (the contracts do not change at run time). */
export const openApiDocument = (): OpenApiDocument => (cached ??= buildOpenApi(ENDPOINT_GROUPS));
