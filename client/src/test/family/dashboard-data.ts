import type { FakeRoute } from "@/test/render-app";
import { CARMEN_ID, relative, reminder } from "./fixtures";

// API answers of the consented family dashboard, around Wednesday 11 March 2026, 10:30 in Madrid.

export const NOW = new Date("2026-03-11T09:30:00.000Z");

const activities = [
  {
    id: "a1",
    userId: CARMEN_ID,
    activityType: "login",
    description: "",
    metadata: {},
    createdAt: "2026-03-11T09:00:00.000Z",
  },
  {
    id: "a2",
    userId: CARMEN_ID,
    activityType: "chat",
    description: "Habló de su dolor de rodilla",
    metadata: { topic: "salud" },
    createdAt: "2026-03-11T08:00:00.000Z",
  },
  // 00:10 on the 11th in Madrid (still the 10th in UTC): counts as today.
  {
    id: "a3",
    userId: CARMEN_ID,
    activityType: "reminder_completed",
    description: "",
    metadata: {},
    createdAt: "2026-03-10T23:10:00.000Z",
  },
  // 23:50 on the 10th in Madrid: yesterday.
  {
    id: "a4",
    userId: CARMEN_ID,
    activityType: "message_read",
    description: "",
    metadata: {},
    createdAt: "2026-03-10T22:50:00.000Z",
  },
];

const today = [
  reminder({ title: "Pastilla tensión", reminderTime: "08:00", completedToday: true }),
  reminder({ title: "Vitamina D", reminderTime: "09:00", completedToday: true }),
  reminder({ title: "Pastilla noche", reminderTime: "21:00" }),
  reminder({ title: "Llamar a Javier", type: "call", reminderTime: "10:00" }),
];

const all = [
  ...today,
  reminder({
    title: "Revisión de vista",
    type: "appointment",
    recurrence: "once",
    reminderDate: "2026-03-20",
    reminderTime: "12:00",
  }),
  reminder({
    title: "Cardiólogo",
    type: "appointment",
    recurrence: "once",
    reminderDate: "2026-03-13",
    reminderTime: "09:30",
  }),
  reminder({
    title: "Cita pasada",
    type: "appointment",
    recurrence: "once",
    reminderDate: "2026-03-10",
    reminderTime: "09:30",
  }),
];

const upcoming = [
  reminder({ title: "Paseo", type: "activity", reminderTime: "11:00" }),
  reminder({ title: "Comida", type: "activity", reminderTime: "14:00" }),
  reminder({
    title: "Cardiólogo",
    type: "appointment",
    recurrence: "once",
    reminderDate: "2026-03-13",
    reminderTime: "09:30",
  }),
  reminder({ title: "Merienda", type: "activity", reminderTime: "17:00" }),
  reminder({ title: "Pastilla noche", reminderTime: "21:00" }),
  reminder({ title: "Desayuno", type: "activity", reminderTime: "08:00" }),
];

export function consentedRoutes(overrides: Record<string, FakeRoute> = {}) {
  return {
    "GET /api/family/relatives": {
      status: 200,
      body: [relative({ lastActivity: "2026-03-11T09:00:00.000Z" })],
    },
    [`GET /api/activities/${CARMEN_ID}`]: { status: 200, body: activities },
    // a1, a2 and a3 above are of 11 March in Madrid (a3 is still the 10th in UTC).
    [`GET /api/activities/${CARMEN_ID}/today`]: { status: 200, body: { date: "2026-03-11", count: 3 } },
    [`GET /api/reminders/${CARMEN_ID}/today`]: { status: 200, body: today },
    [`GET /api/reminders/${CARMEN_ID}/upcoming?days=7`]: { status: 200, body: upcoming },
    [`GET /api/reminders/${CARMEN_ID}/stats?days=7`]: {
      status: 200,
      body: { days: 7, due: 20, completed: 16, percentage: 80 },
    },
    [`GET /api/reminders/${CARMEN_ID}`]: { status: 200, body: all },
    [`GET /api/family/alerts/${CARMEN_ID}`]: { status: 200, body: [] },
    ...overrides,
  };
}
