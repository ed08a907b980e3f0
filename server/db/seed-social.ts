// Family messages and professional alerts of the demo.
import { HELP_REQUEST_TEXT } from "@shared/domain/alert-reasons";
import type { alerts, messages } from "@shared/schema";
import { HOUR_MS, type LocalClock, MINUTE_MS } from "./seed-util";

export type MessageRow = typeof messages.$inferInsert & {
  fromUserId: string;
  toUserId: string;
  createdAt: Date;
};
export type AlertRow = typeof alerts.$inferInsert;

type Thread = Array<[from: "elderly" | "family", at: Date, content: string, readAfterMinutes: number | null]>;

function thread(municipalityId: string, elderly: string, family: string, items: Thread): MessageRow[] {
  return items.map(([from, at, content, readAfter]) => ({
    municipalityId,
    fromUserId: from === "elderly" ? elderly : family,
    toUserId: from === "elderly" ? family : elderly,
    content,
    isRead: readAfter !== null,
    readAt: readAfter === null ? null : new Date(at.getTime() + readAfter * MINUTE_MS),
    createdAt: at,
  }));
}

/** Carmen <-> Javier (two unread for Carmen) and Antonio <-> Elena, both ways. */
export function planMessages(
  clock: LocalClock,
  ids: {
    municipalityId: string;
    carmen: string;
    javier: string;
    antonio: string;
    elena: string;
    /** Antonio's last message is written during his last session. */
    antonioLastActivity: Date;
  },
): MessageRow[] {
  const { municipalityId } = ids;
  const at = (days: number, time: string) => clock.at(clock.day(days), time);
  return [
    ...thread(municipalityId, ids.carmen, ids.javier, [
      ["family", at(-3, "19:05"), "Hola, mamá. ¿Qué tal la revisión del otro día?", 25],
      ["elderly", at(-3, "19:40"), "Muy bien, hijo. La doctora dice que la tensión está mejor.", 10],
      ["family", at(-2, "10:15"), "¡Qué bien! El domingo vamos a comer contigo con los niños.", 50],
      ["elderly", at(-2, "11:05"), "Qué alegría. Haré croquetas, que a Lucas y a Paula les encantan.", 30],
      ["elderly", at(-1, "18:20"), "Javier, ¿me puedes traer el periódico mañana?", 15],
      [
        "family",
        clock.minutesAgo(180),
        "Claro, mamá. Te lo llevo esta tarde cuando salga del trabajo.",
        null,
      ],
      [
        "family",
        clock.minutesAgo(45),
        "Acuérdate de tomarte la pastilla de la noche. ¡Un beso muy fuerte!",
        null,
      ],
    ]),
    ...thread(municipalityId, ids.antonio, ids.elena, [
      ["family", at(-4, "12:00"), "Hola, papá. ¿Cómo estás? El sábado paso a verte.", 40],
      ["elderly", at(-4, "13:10"), "Bien, hija. Te espero con el café preparado.", 20],
      ["family", at(-1, "20:30"), "Papá, no olvides la cita del control del Sintrom esta semana.", 25],
      [
        "elderly",
        new Date(ids.antonioLastActivity.getTime() - 25 * MINUTE_MS),
        "Gracias, hija. Ya lo tengo apuntado en la tableta.",
        null,
      ],
    ]),
  ];
}


/** Exactly two pending help alerts (minutes and hours ago) and three older ones already attended. */
export function planAlerts(
  clock: LocalClock,
  ids: {
    municipalityId: string;
    professional: string;
    pendingHelp: [string, Date][];
    carmen: string;
    inactive: [string, Date];
    health: string;
  },
): AlertRow[] {
  const { municipalityId, professional } = ids;
  const dismissed = (at: Date, afterMinutes: number) => ({
    dismissedAt: new Date(at.getTime() + afterMinutes * MINUTE_MS),
    dismissedBy: professional,
  });
  const carmenHelp = clock.at(clock.day(-5), "10:12");
  const [inactiveUser, inactiveSince] = ids.inactive;
  const inactivityAt = new Date(inactiveSince.getTime() + 48 * HOUR_MS + 15 * MINUTE_MS);
  const healthAt = clock.at(clock.day(-12), "17:40");
  return [
    ...ids.pendingHelp.map(([userId, at]) => ({
      municipalityId,
      userId,
      type: "help" as const,
      severity: "high" as const,
      content: HELP_REQUEST_TEXT,
      createdAt: at,
    })),
    {
      municipalityId,
      userId: ids.carmen,
      type: "help",
      severity: "high",
      content: HELP_REQUEST_TEXT,
      createdAt: carmenHelp,
      ...dismissed(carmenHelp, 25),
    },
    {
      municipalityId,
      userId: inactiveUser,
      type: "inactivity",
      severity: "medium",
      content: "Sin actividad en la aplicación durante más de 48 horas",
      createdAt: inactivityAt,
      ...dismissed(inactivityAt, 180),
    },
    {
      municipalityId,
      userId: ids.health,
      type: "health",
      severity: "high",
      content: "Posible problema de salud detectado en la conversación: mareos al levantarse",
      createdAt: healthAt,
      ...dismissed(healthAt, 40),
    },
  ];
}
