import { P, type RouteRow } from "./route-policy-types";

// Rows for the public/auth routes and the routes about one older person's own data.

const VV = "municipalityId";
const chatTurns = JSON.stringify([
  { role: "user", content: "Hola" },
  { role: "assistant", content: "Hola, ¿qué tal está?" },
]);

const AUTH: RouteRow[] = [
  { route: "GET /api/health", group: "auth", expect: P.public(200), request: () => ({}) },
  { route: "GET /api/municipalities", group: "auth", expect: P.public(200), request: () => ({}) },
  {
    route: "GET /api/openapi.json",
    group: "auth",
    expect: P.public(200),
    request: () => ({}),
    isApiDescription: true,
  },
  {
    route: "POST /api/auth/login-pin",
    group: "auth",
    expect: P.public(200),
    withoutDevice: 403,
    isIdentityChange: true,
    request: (f) => ({ body: { username: "Carmen", pin: "4826", [VV]: f.municipalityId } }),
  },
  {
    route: "POST /api/auth/login",
    group: "auth",
    expect: P.public(200),
    isIdentityChange: true,
    request: () => ({ body: { username: "familia@acompana.demo", password: "Demo-1234" } }),
  },
  {
    route: "POST /api/auth/logout",
    group: "auth",
    expect: P.public(204),
    isIdentityChange: true,
    request: () => ({}),
  },
  { route: "GET /api/auth/me", group: "auth", expect: P.anySession(200), request: () => ({}) },
  {
    route: "POST /api/family/register",
    group: "auth",
    expect: P.public(201),
    isIdentityChange: true,
    request: (f, s) => ({
      body: {
        firstName: "Nuevo",
        lastName: "Familiar",
        username: `familiar.${f.serial()}@barrido.test`,
        password: "Clave-larga-1",
        elderlyUserName: s.username,
        [VV]: f.municipalityId,
      },
    }),
  },
  {
    route: "POST /api/professional/register",
    group: "auth",
    expect: P.public(201),
    isIdentityChange: true,
    request: (f) => ({
      body: {
        firstName: "Nueva",
        lastName: "Profesional",
        username: `profesional.${f.serial()}@barrido.test`,
        password: "Clave-larga-1",
        [VV]: f.municipalityId,
      },
    }),
  },
];

const userId = (s: { userId: string }) => ({ params: { userId: s.userId } });

const ELDERLY: RouteRow[] = [
  { route: "GET /api/users/me/consents", group: "people", expect: P.anySession(200), request: () => ({}) },
  {
    route: "GET /api/users/me/consents/:userId",
    group: "people",
    expect: P.record(200),
    missing: [["professional", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "PUT /api/users/me/consents",
    group: "people",
    expect: P.self(200),
    missing: [["owner", 404]],
    // Carmen's values already are true: the allowed call changes nothing she did not choose.
    request: (_f, s) => ({ body: { userId: s.userId, familyConsent: true, personalConsent: true } }),
  },
  {
    route: "POST /api/help/alert",
    group: "people",
    expect: P.elderlyOnly(201),
    missing: [["owner", 404]],
    // Past the 10 s lock, so the owner's second press (without a device credential) is a new request.
    secondPassAfterMs: 11_000,
    request: (_f, s) => ({ body: { userId: s.userId } }),
  },
  {
    route: "GET /api/help/latest/:userId",
    group: "people",
    expect: P.self(200),
    missing: [["owner", 404]],
    request: (_f, s) => ({ params: { userId: s.userId } }),
  },
  {
    route: "GET /api/family/alerts/:userId",
    group: "people",
    expect: P.care(200),
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { userId: s.userId } }),
  },
  { route: "GET /api/family/relatives", group: "people", expect: P.familyOnly(200), request: () => ({}) },
  {
    route: "POST /api/family/links",
    group: "people",
    // A relative asks to accompany one more person: one answer (202) whether linked, new or unknown.
    // The unlinked relative asks for Dolores, so the pending link does not change the later rows on Carmen.
    expect: P.familyOnly(202),
    missing: [["familyConsent", 202]],
    request: (_f, s, actor) => ({ body: { elderlyUserName: actor === "familyUnlinked" ? "Dolores" : s.username } }),
  },
  {
    route: "GET /api/family/links/:userId",
    group: "people",
    expect: P.record(200),
    missing: [["professional", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "POST /api/family/links/:id/decision",
    group: "people",
    expect: P.custom(401, 200, 404, 403, 403, 403, 200, 404),
    missing: [
      ["owner", 404],
      ["familyConsent", 403],
    ],
    request: async (f, s) => ({ params: { id: await f.pendingLink(s) }, body: { decision: "approve" } }),
  },
  {
    route: "GET /api/users/:id",
    group: "people",
    // Linked family see the name (identity), with or without consent.
    expect: P.custom(401, 200, 404, 200, 200, 404, 200, 404),
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { id: s.userId } }),
  },
  {
    route: "GET /api/messages/:userId",
    group: "people",
    // The thread is identity data for family; staff never read family messages.
    expect: P.custom(401, 200, 404, 200, 200, 404, 403, 403),
    missing: [["owner", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "GET /api/messages/:userId/unread-count",
    group: "people",
    expect: P.custom(401, 200, 404, 404, 404, 404, 404, 404),
    missing: [["owner", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "POST /api/messages",
    group: "people",
    // Sent TO the subject: their approved relatives may (consent is not needed to write).
    expect: P.custom(401, 404, 404, 201, 201, 404, 403, 403),
    missing: [["familyConsent", 404]],
    request: (_f, s) => ({ body: { toUserId: s.userId, content: "Mensaje de barrido" } }),
  },
  {
    route: "PATCH /api/messages/:id/read",
    group: "people",
    // Only the recipient; even the sender cannot mark it.
    expect: P.custom(401, 204, 404, 404, 404, 404, 404, 404),
    missing: [["owner", 404]],
    request: async (f, s) => ({ params: { id: await f.message(s) } }),
  },
  { route: "GET /api/activities/all", group: "people", expect: P.staffMunicipality(200), request: () => ({}) },
  {
    route: "GET /api/activities/:userId",
    group: "people",
    expect: P.care(200),
    missing: [["professional", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "GET /api/activities/:userId/today",
    group: "people",
    expect: P.care(200),
    missing: [["professional", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "POST /api/activities",
    group: "people",
    expect: P.self(201),
    missing: [["owner", 404]],
    request: (_f, s) => ({ body: { userId: s.userId, activityType: "cognitive_exercise" } }),
  },
  {
    route: "POST /api/chat/ai",
    group: "people",
    expect: P.elderlyOnly(200),
    missing: [["owner", 404]],
    request: (_f, s) => ({ body: { userId: s.userId, message: "Hola" } }),
  },
  {
    route: "POST /api/chat",
    group: "people",
    expect: P.elderlyOnly(201),
    missing: [["owner", 404]],
    request: (_f, s) => ({ body: { userId: s.userId, messages: chatTurns, duration: 1 } }),
  },
];

const careRead = (path: string, query?: Record<string, string>): RouteRow => ({
  route: `GET /api/reminders/:userId${path}`,
  group: "care",
  expect: P.care(200),
  missing: [["professional", 404]],
  request: (_f, s) => ({ params: { userId: s.userId }, query }),
});

const REMINDERS: RouteRow[] = [
  careRead(""),
  careRead("/today"),
  careRead("/upcoming", { days: "7" }),
  careRead("/stats", { days: "7" }),
  careRead("/completions"),
  careRead("/unconfirmed"),
  {
    route: "POST /api/reminders/:id/complete",
    group: "care",
    // The person, or staff on their behalf; family (even with consent) do not tick for them.
    expect: P.custom(401, 201, 404, 403, 403, 404, 201, 404),
    missing: [["owner", 404]],
    request: async (f, s) => ({ params: { id: await f.reminder(s) }, body: {} }),
  },
  {
    route: "POST /api/reminders/:id/undo",
    group: "care",
    // Same callers as completing; undoing an occurrence that is not completed is a harmless 200.
    expect: P.custom(401, 200, 404, 403, 403, 404, 200, 404),
    missing: [["owner", 404]],
    request: async (f, s) => ({ params: { id: await f.reminder(s) }, body: {} }),
  },
  {
    route: "POST /api/reminders",
    group: "care",
    expect: P.manage(201),
    missing: [["professional", 404]],
    request: (_f, s) => ({ body: { userId: s.userId, title: "Nuevo recordatorio", reminderTime: "18:00" } }),
  },
  {
    route: "PATCH /api/reminders/:id",
    group: "care",
    expect: P.manage(200),
    missing: [
      ["professional", 404],
      ["owner", 403],
    ],
    request: async (f, s) => ({ params: { id: await f.reminder(s) }, body: { title: "Título cambiado" } }),
  },
  {
    route: "DELETE /api/reminders/:id",
    group: "care",
    expect: P.manage(204),
    missing: [
      ["professional", 404],
      ["owner", 403],
    ],
    request: async (f, s) => ({ params: { id: await f.reminder(s) } }),
  },
];

export const PEOPLE_ROWS: RouteRow[] = [...AUTH, ...ELDERLY, ...REMINDERS];
