// Saved assistant conversations (chat_sessions) and the assistant turns behind them.
import type { assistantTurns, chatSessions } from "@shared/schema";
import type { ActivityRow } from "./seed-activity";
import { MINUTE_MS, type Rng } from "./seed-util";

export type ChatSessionRow = typeof chatSessions.$inferInsert;
export type AssistantTurnRow = typeof assistantTurns.$inferInsert;

type Script = {
  topics: string[];
  emotionalState: "needs emotional support" | "positive" | "health concern" | "neutral";
  summary: string;
  /** user, assistant, user, assistant... ({n} = first name) */
  turns: string[];
};

const SCRIPTS: Script[] = [
  {
    topics: ["medicación", "salud"],
    emotionalState: "positive",
    summary: "Confirma que ha tomado la medicación de la mañana y se encuentra bien.",
    turns: [
      "Buenos días. Ya me he tomado la pastilla de la tensión.",
      "¡Muy bien, {n}! Tomarla siempre a la misma hora ayuda mucho. ¿Ha desayunado ya?",
      "Sí, un café con leche y una tostada con aceite.",
      "Un desayuno estupendo. Le recuerdo que la siguiente toma es con la comida.",
    ],
  },
  {
    topics: ["familia", "estado emocional"],
    emotionalState: "positive",
    summary: "Habla con ilusión de la visita de su familia el fin de semana.",
    turns: [
      "El domingo vienen mis nietos a comer.",
      "¡Qué alegría, {n}! ¿Qué les va a preparar?",
      "Croquetas, que les encantan, y arroz con leche de postre.",
      "Seguro que se chupan los dedos. Disfrute mucho de la visita.",
    ],
  },
  {
    topics: ["estado emocional"],
    emotionalState: "needs emotional support",
    summary:
      "Expresa tristeza y soledad por la tarde; se le anima a llamar a su familia y a ir al café tertulia.",
    turns: [
      "Hoy estoy un poco triste, la tarde se hace muy larga.",
      "Siento que se sienta así, {n}. Es normal tener días más tristes. ¿Le apetece llamar a alguien de su familia?",
      "Quizá llame a mi hijo luego.",
      "Me parece una idea muy buena. Además, esta semana hay café tertulia en el hogar del jubilado; allí siempre hay buena compañía.",
      "No lo sabía, a lo mejor voy.",
      "Seguro que le sienta bien. Aquí estoy siempre que quiera charlar.",
    ],
  },
  {
    topics: ["salud"],
    emotionalState: "health concern",
    summary: "Comenta molestias en las rodillas; se le recomienda comentarlo en su próxima cita médica.",
    turns: [
      "Me duelen un poco las rodillas con este frío.",
      "Lo siento, {n}. ¿El dolor es mayor que otros días?",
      "No, lo de siempre, pero me molesta al subir escaleras.",
      "Le aconsejo comentarlo con su médico en la próxima cita. Si el dolor aumenta, avise al personal del programa.",
    ],
  },
  {
    topics: ["comida", "salud"],
    emotionalState: "neutral",
    summary: "Pide ideas para una cena ligera adecuada para la diabetes.",
    turns: [
      "¿Qué puedo cenar que sea ligero?",
      "Una crema de verduras y una tortilla francesa, o pescado a la plancha con ensalada, son buenas opciones, {n}.",
      "Tengo merluza en el congelador.",
      "¡Perfecto! Merluza a la plancha con un poco de limón. Recuerde cenar un par de horas antes de acostarse.",
    ],
  },
  {
    topics: ["ejercicio cognitivo"],
    emotionalState: "positive",
    summary: "Cuenta que ha acertado el ejercicio de números y quiere probar uno más difícil.",
    turns: [
      "He acertado todos los números del ejercicio.",
      "¡Enhorabuena, {n}! Su memoria está en plena forma.",
      "¿Puedo probar uno más difícil?",
      "Claro que sí. Cuando acierte tres seguidos, la dificultad sube sola. ¡Ánimo!",
    ],
  },
  {
    topics: ["familia", "medicación"],
    emotionalState: "neutral",
    summary: "Pregunta si su familia sabe que ha tomado las pastillas.",
    turns: [
      "¿Mi hija sabe que me he tomado las pastillas?",
      "Si usted ha dado permiso para compartir su información con su familia, pueden ver sus recordatorios completados, {n}.",
      "Ah, muy bien. Así se queda tranquila.",
    ],
  },
];

/**
 * Chat sessions saved at the times of the person's newest chat activities (so they match the activity log),
 * each with one assistant turn per reply.
 */
export function planChatSessions(input: {
  userId: string;
  municipalityId: string;
  firstName: string;
  activityRows: ActivityRow[];
  count: number;
  rng: Rng;
}): { sessions: ChatSessionRow[]; turns: AssistantTurnRow[] } {
  const { userId, municipalityId, firstName, rng } = input;
  // The newest chat activities, at least three hours apart (one conversation per sitting).
  const chats: ActivityRow[] = [];
  for (const row of [...input.activityRows].reverse()) {
    if (chats.length >= input.count) break;
    const previous = chats[chats.length - 1];
    if (row.activityType !== "chat") continue;
    if (previous && previous.createdAt.getTime() - row.createdAt.getTime() < 3 * 60 * MINUTE_MS) continue;
    chats.push(row);
  }
  chats.reverse();
  const sessions: ChatSessionRow[] = [];
  const turns: AssistantTurnRow[] = [];
  const scripts = rng.shuffle(SCRIPTS);
  chats.forEach((chat, i) => {
    const script = scripts[i % scripts.length];
    const say = (text: string) => text.replaceAll("{n}", firstName);
    const messages = [
      { role: "assistant", content: `¡Hola, ${firstName}! Soy su asistente. ¿Cómo se encuentra hoy?` },
      ...script.turns.map((content, j) => ({
        role: j % 2 === 0 ? "user" : "assistant",
        content: say(content),
      })),
    ];
    const duration = rng.int(3, 15);
    const end = chat.createdAt.getTime();
    const startAt = end - duration * MINUTE_MS;
    const replies = script.turns.filter((_, j) => j % 2 === 1).length;
    for (let k = 0; k < replies; k++) {
      turns.push({
        municipalityId,
        userId,
        latencyMs: rng.int(200, 1500),
        provider: "rules",
        healthAlert: false,
        createdAt: new Date(startAt + ((k + 1) / (replies + 1)) * (end - startAt)),
      });
    }
    sessions.push({
      municipalityId,
      userId,
      messages: JSON.stringify(messages),
      messageCount: messages.length,
      duration,
      topicsDiscussed: script.topics,
      emotionalState: script.emotionalState,
      sessionSummary: script.summary,
      createdAt: new Date(end),
    });
  });
  return { sessions, turns };
}
