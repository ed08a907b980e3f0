import type { RouteRow } from "./route-policy-types";

// Rows for the public/auth routes and the routes about one older person's own data.

const VV = "municipalityId";
const chatTurns = JSON.stringify([
  { role: "user", content: "Hola" },
  { role: "assistant", content: "Hola, ¿qué tal está?" },
]);

const AUTH: RouteRow[] = [
  { route: "GET /api/health", group: "auth", request: () => ({}) },
  { route: "GET /api/municipalities", group: "auth", request: () => ({}) },
  {
    route: "GET /api/openapi.json",
    group: "auth",
    request: () => ({}),
    isApiDescription: true,
  },
  {
    route: "POST /api/auth/login-pin",
    group: "auth",
    withoutDevice: 403,
    isIdentityChange: true,
    request: (f) => ({ body: { username: "Carmen", pin: "4826", [VV]: f.municipalityId } }),
  },
  {
    route: "POST /api/auth/login",
    group: "auth",
    isIdentityChange: true,
    request: () => ({ body: { username: "familia@acompana.demo", password: "Demo-1234" } }),
  },
  {
    route: "POST /api/auth/logout",
    group: "auth",
    isIdentityChange: true,
    request: () => ({}),
  },
  { route: "GET /api/auth/me", group: "auth", request: () => ({}) },
  // Single sign-on: no municipality of the sweep has a provider, so both send the browser back to the login page.
  { route: "GET /api/auth/oidc/providers", group: "auth", request: () => ({}) },
  {
    route: "GET /api/auth/oidc/:municipalityId/start",
    group: "auth",
    request: (f) => ({ params: { municipalityId: f.municipalityId } }),
  },
  {
    route: "GET /api/auth/oidc/callback",
    group: "auth",
    isIdentityChange: true,
    request: () => ({ query: { code: "codigo", state: "estado" } }),
  },
  {
    route: "POST /api/family/register",
    group: "auth",
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
  { route: "GET /api/users/me/consents", group: "people", request: () => ({}) },
  {
    route: "GET /api/users/me/consents/:userId",
    group: "people",
    missing: [["professional", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "PUT /api/users/me/consents",
    group: "people",
    missing: [["owner", 404]],
    // Carmen's values already are true: the allowed call changes nothing she did not choose.
    request: (_f, s) => ({ body: { userId: s.userId, familyConsent: true, personalConsent: true } }),
  },
  {
    route: "POST /api/help/alert",
    group: "people",
    missing: [["owner", 404]],
    // Past the 10 s lock, so the owner's second press (without a device credential) is a new request.
    secondPassAfterMs: 11_000,
    request: (_f, s) => ({ body: { userId: s.userId } }),
  },
  {
    route: "POST /api/help/:id/accidental",
    group: "people",
    missing: [["owner", 404]],
    request: async (f, s) => ({ params: { id: await f.alert(s) } }),
  },
  {
    route: "GET /api/help/latest/:userId",
    group: "people",
    missing: [["owner", 404]],
    request: (_f, s) => ({ params: { userId: s.userId } }),
  },
  {
    route: "GET /api/family/alerts/:userId",
    group: "people",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { userId: s.userId } }),
  },
  {
    route: "GET /api/family/notices/:userId",
    group: "people",
    missing: [["familyConsent", 404]],
    request: (_f, s) => ({ params: { userId: s.userId } }),
  },
  {
    route: "GET /api/notices/received/:userId",
    group: "people",
    missing: [["owner", 404]],
    request: (_f, s) => ({ params: { userId: s.userId } }),
  },
  ...(["shown", "confirm"] as const).map(
    (step): RouteRow => ({
      route: `POST /api/notices/received/:id/${step}`,
      group: "people",
      missing: [["owner", 404]],
      request: async (f, s) => ({ params: { id: await f.noticeReceipt(s) } }),
    }),
  ),
  { route: "GET /api/family/relatives", group: "people", request: () => ({}) },
  {
    route: "POST /api/family/links",
    group: "people",
    // A relative asks to accompany one more person: one answer (202) whether linked, new or unknown.
    // The unlinked relative asks for Dolores, so the pending link does not change the later rows on Carmen.
    missing: [["familyConsent", 202]],
    request: (_f, s, actor) => ({ body: { elderlyUserName: actor === "familyUnlinked" ? "Dolores" : s.username } }),
  },
  {
    route: "GET /api/family/links/:userId",
    group: "people",
    missing: [["professional", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "POST /api/family/links/:id/decision",
    group: "people",
    missing: [
      ["owner", 404],
      ["familyConsent", 403],
    ],
    request: async (f, s) => ({ params: { id: await f.pendingLink(s) }, body: { decision: "approve" } }),
  },
  {
    route: "GET /api/users/:id",
    group: "people",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { id: s.userId } }),
  },
  {
    route: "GET /api/messages/:userId",
    group: "people",
    missing: [["owner", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "GET /api/messages/:userId/unread-count",
    group: "people",
    missing: [["owner", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "POST /api/messages",
    group: "people",
    missing: [["familyConsent", 404]],
    request: (_f, s) => ({ body: { toUserId: s.userId, content: "Mensaje de barrido" } }),
  },
  {
    route: "PATCH /api/messages/:id/read",
    group: "people",
    missing: [["owner", 404]],
    request: async (f, s) => ({ params: { id: await f.message(s) } }),
  },
  { route: "GET /api/activities/all", group: "people", request: () => ({}) },
  {
    route: "GET /api/activities/:userId",
    group: "people",
    missing: [["professional", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "GET /api/activities/:userId/today",
    group: "people",
    missing: [["professional", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "POST /api/activities",
    group: "people",
    missing: [["owner", 404]],
    request: (_f, s) => ({ body: { userId: s.userId, activityType: "cognitive_exercise" } }),
  },
  {
    route: "POST /api/chat/ai",
    group: "people",
    missing: [["owner", 404]],
    request: (_f, s) => ({ body: { userId: s.userId, message: "Hola" } }),
  },
  {
    route: "POST /api/chat",
    group: "people",
    missing: [["owner", 404]],
    request: (_f, s) => ({ body: { userId: s.userId, messages: chatTurns, duration: 1 } }),
  },
  {
    route: "GET /api/chat/safety-check/:userId",
    group: "people",
    missing: [["owner", 404]],
    request: (_f, s) => userId(s),
  },
  {
    route: "POST /api/chat/safety-check/:id/answer",
    group: "people",
    missing: [["owner", 404]],
    request: async (f, s) => ({ params: { id: await f.safetyCheck(s) }, body: { userId: s.userId, answer: "fine" } }),
  },
];

const careRead = (path: string, query?: Record<string, string>): RouteRow => ({
  route: `GET /api/reminders/:userId${path}`,
  group: "care",
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
    missing: [["owner", 404]],
    request: async (f, s) => ({ params: { id: await f.reminder(s) }, body: {} }),
  },
  {
    route: "POST /api/reminders/:id/undo",
    group: "care",
    missing: [["owner", 404]],
    request: async (f, s) => ({ params: { id: await f.reminder(s) }, body: {} }),
  },
  {
    route: "POST /api/reminders",
    group: "care",
    missing: [["professional", 404]],
    request: (_f, s) => ({ body: { userId: s.userId, title: "Nuevo recordatorio", reminderTime: "18:00" } }),
  },
  {
    route: "PATCH /api/reminders/:id",
    group: "care",
    missing: [
      ["professional", 404],
      ["owner", 403],
    ],
    request: async (f, s) => ({ params: { id: await f.reminder(s) }, body: { title: "Título cambiado" } }),
  },
  {
    route: "DELETE /api/reminders/:id",
    group: "care",
    missing: [
      ["professional", 404],
      ["owner", 403],
    ],
    request: async (f, s) => ({ params: { id: await f.reminder(s) } }),
  },
];

export const PEOPLE_ROWS: RouteRow[] = [...AUTH, ...ELDERLY, ...REMINDERS];
