import { METRIC_KINDS } from "@shared/api/metrics";
import type { RouteRow } from "./route-policy-types";

// Rows for the professional portal: supervision, user administration and metrics.

const staffPath = (path: string, query?: Record<string, string>): RouteRow => ({
  route: `GET /api/professional/:professionalId/${path}`,
  group: "staff",
  // Another professional's id in the path is refused whether or not it exists.
  missing: [["professional", 403]],
  request: (f) => ({ params: { professionalId: f.professionalId }, query }),
});

const SUPERVISION: RouteRow[] = [
  staffPath("summary"),
  staffPath("users"),
  staffPath("alerts"),
  staffPath("low-mood"),
  staffPath("appointments"),
  staffPath("program-activities"),
  staffPath("username-suggestion", { firstName: "Ana", lastName: "Gil" }),
  staffPath("pins"),
  staffPath("approvals"),
  staffPath("on-call-emails"),
  {
    route: "PUT /api/professional/:professionalId/on-call-emails",
    group: "staff",
    missing: [["professional", 403]],
    request: (f) => ({ params: { professionalId: f.professionalId }, body: { emails: ["guardia@valleverde.test"] } }),
  },
  staffPath("service-settings"),
  {
    route: "PUT /api/professional/:professionalId/service-settings",
    group: "staff",
    missing: [["professional", 403]],
    request: (f) => ({
      params: { professionalId: f.professionalId },
      body: { ackTargetSeconds: 60, attendTargetSeconds: 900, staffedHours: { days: [1], from: "08:00", to: "15:00" } },
    }),
  },
  {
    route: "PATCH /api/alerts/:id/dismiss",
    group: "staff",
    missing: [["professional", 404]],
    request: async (f, s) => ({ params: { id: await f.alert(s) } }),
  },
  {
    route: "POST /api/alerts/:id/acknowledge",
    group: "staff",
    missing: [["professional", 404]],
    request: async (f, s) => ({ params: { id: await f.alert(s) } }),
  },
  // The stream answers and ends at once in tests (config.alertStreamMaxMs 0).
  staffPath("alerts/events"),
  {
    route: "POST /api/alerts/:id/seen",
    group: "staff",
    missing: [["professional", 404]],
    request: async (f, s) => ({ params: { id: await f.alert(s) } }),
  },
  { route: "GET /api/alerts/escalation", group: "staff", request: () => ({}) },
  { route: "GET /api/notices", group: "staff", request: () => ({}) },
  { route: "GET /api/notice-audience", group: "staff", request: () => ({ query: { district: "Centro" } }) },
  {
    route: "POST /api/notices",
    group: "staff",
    request: () => ({ body: { title: "Aviso de barrido", body: "Texto", confirmWithinMinutes: 60 } }),
  },
  {
    route: "GET /api/notices/:id",
    group: "staff",
    missing: [["professional", 404]],
    request: async (f) => ({ params: { id: await f.notice() } }),
  },
  {
    route: "POST /api/professional/program-activities",
    group: "staff",
    request: () => ({
      body: {
        title: "Taller de memoria",
        description: "Ejercicios en grupo",
        scheduledDate: "2026-12-01",
        scheduledTime: "10:00",
      },
    }),
  },
  {
    route: "PUT /api/professional/program-activities/:id",
    group: "staff",
    missing: [["professional", 404]],
    request: async (f) => ({
      params: { id: await f.programActivity() },
      body: { title: "Taller", description: "Cada semana", scheduledDate: "2026-12-01", scheduledTime: "11:00", recurrence: "weekly" },
    }),
  },
  {
    route: "DELETE /api/professional/program-activities/:id",
    group: "staff",
    missing: [["professional", 404]],
    request: async (f) => ({ params: { id: await f.programActivity() } }),
  },
];

const ADMIN: RouteRow[] = [
  {
    route: "GET /api/users/:id/record",
    group: "staff",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { id: s.userId } }),
  },
  {
    route: "PATCH /api/users/:id",
    group: "staff",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { id: s.userId }, body: { personalityTraits: "Tranquila y conversadora" } }),
  },
  {
    route: "GET /api/users/:id/export",
    group: "staff",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { id: s.userId } }),
  },
  {
    route: "DELETE /api/users/:id",
    group: "staff",
    missing: [["professional", 404]],
    // Refused callers aim at the subject with the right confirmation; the allowed one erases a throwaway.
    request: async (f, s, actor) => {
      const target = actor === "professional" ? await f.throwawayElderly() : { id: s.userId, username: s.username };
      return { params: { id: target.id }, body: { confirmation: target.username } };
    },
  },
  {
    route: "POST /api/professional/users",
    group: "staff",
    request: (f) => ({
      body: {
        kind: "elderly",
        firstName: "Alta",
        lastName: `Nueva ${f.serial()}`,
        familyConsent: true,
        personalConsent: true,
        generatePin: true,
      },
    }),
  },
  {
    route: "PUT /api/users/:id/pin",
    group: "staff",
    missing: [["professional", 404]],
    request: async (f, s, actor) => ({
      params: { id: actor === "professional" ? (await f.throwawayElderly()).id : s.userId },
      body: { generate: true },
    }),
  },
  {
    route: "POST /api/users/:id/unlock",
    group: "staff",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { id: s.userId } }),
  },
  {
    route: "POST /api/professional/approvals/professionals/:userId",
    group: "staff",
    subjectRole: "professional",
    missing: [["professional", 404]],
    request: async (f) => ({ params: { userId: await f.pendingProfessional() }, body: { decision: "approve" } }),
  },
];

const METRICS: RouteRow[] = [...METRIC_KINDS, "response"].flatMap((kind): RouteRow[] => [
  {
    route: `GET /api/metrics/${kind}/aggregated`,
    group: "staff",
    request: () => ({ query: { days: "7" } }),
  },
  {
    route: `GET /api/metrics/${kind}/:userId`,
    group: "staff",
    missing: [["professional", 404]],
    request: (_f, s) => ({ params: { userId: s.userId }, query: { days: "7" } }),
  },
]);

export const STAFF_ROWS: RouteRow[] = [...SUPERVISION, ...ADMIN, ...METRICS];
