// 90 days of activity records per person, consistent with their reminder completions and last activity.
import type { ActivityType, Difficulty } from "@shared/domain/enums";
import type { activities } from "@shared/schema";
import type { CompletionRow } from "./seed-reminders";
import { type LocalClock, MINUTE_MS, type Rng } from "./seed-util";

export type ActivityRow = typeof activities.$inferInsert & { activityType: ActivityType; createdAt: Date };

const WORDS = [
  "casa",
  "perro",
  "sol",
  "libro",
  "mesa",
  "río",
  "flor",
  "tren",
  "pan",
  "reloj",
  "silla",
  "luna",
  "gato",
  "llave",
];
const FRUITS = ["manzana", "pera", "uva", "plátano", "naranja", "fresa", "melón", "cereza", "kiwi", "limón"];
const PAIRS = [
  ["llave", "cerradura"],
  ["pan", "panadería"],
  ["libro", "biblioteca"],
  ["aguja", "hilo"],
  ["mar", "barco"],
  ["cuchara", "sopa"],
  ["abeja", "miel"],
];

type Exercise = { label: string; points: [number, number, number]; size: [number, number, number] };
const EXERCISES: Record<string, Exercise> = {
  words: { label: "Palabras", points: [10, 20, 30], size: [4, 6, 9] },
  numbers: { label: "Números", points: [15, 25, 35], size: [4, 7, 10] },
  sequences: { label: "Secuencias", points: [20, 30, 40], size: [4, 6, 8] },
  associations: { label: "Asociaciones", points: [25, 35, 45], size: [3, 5, 7] },
  stories: { label: "Historias", points: [30, 40, 50], size: [1, 1, 1] },
  pairs: { label: "Parejas de cartas", points: [25, 35, 50], size: [3, 4, 6] },
};
const LEVELS: Difficulty[] = ["easy", "medium", "hard"];

/**
 * A memory exercise result with the metadata of docs/behaviour/03-entities.md; streak and difficulty follow
 * docs/behaviour/04-states.md.
 */
class ExerciseSession {
  private streak = 0;
  private level = 0;
  constructor(
    private readonly rng: Rng,
    private readonly base: number,
  ) {}
  newDay() {
    this.streak = 0;
    this.level = this.base;
  }
  play(): { description: string; metadata: Record<string, unknown> } {
    const { rng } = this;
    const exerciseType = rng.pick(Object.keys(EXERCISES));
    const ex = EXERCISES[exerciseType];
    const level = this.level;
    const correct = rng.chance(0.78 - level * 0.12);
    const n = ex.size[level];
    let correctAnswer: string;
    let wrong: string;
    if (exerciseType === "numbers") {
      correctAnswer = Array.from({ length: n }, () => rng.int(0, 9)).join("");
      const i = rng.int(0, n - 1);
      wrong = correctAnswer.slice(0, i) + ((Number(correctAnswer[i]) + 1) % 10) + correctAnswer.slice(i + 1);
    } else if (exerciseType === "words" || exerciseType === "sequences") {
      const items = rng.shuffle(exerciseType === "words" ? WORDS : FRUITS).slice(0, n);
      correctAnswer = items.join(", ");
      wrong = [...items.slice(0, -2), items[n - 1], items[n - 2]].join(", ");
    } else if (exerciseType === "associations") {
      const pair = rng.pick(PAIRS);
      correctAnswer = pair[1];
      wrong = rng.pick(PAIRS.filter((p) => p !== pair))[1];
    } else if (exerciseType === "stories") {
      const value = rng.int(2, 12);
      correctAnswer = String(value);
      wrong = String(value + rng.pick([-1, 1, 2]));
    } else {
      correctAnswer = `${n} parejas`;
      wrong = `${n - 1} parejas`;
    }
    this.streak = correct ? this.streak + 1 : 0;
    if (correct && this.streak % 3 === 0) this.level = Math.min(2, this.level + 1);
    const metadata = {
      exerciseType,
      difficulty: LEVELS[level],
      correct,
      points: correct ? ex.points[level] : 0,
      userAnswer: correct ? correctAnswer : wrong,
      correctAnswer,
      streak: this.streak,
    };
    return { description: `Ejercicio de memoria: ${ex.label} (${correct ? "acierto" : "fallo"})`, metadata };
  }
}

const DESCRIPTIONS: Record<Exclude<ActivityType, "cognitive_exercise" | "reminder_completed">, string> = {
  login: "Inicio de sesión",
  chat: "Conversación con el asistente",
  message_read: "Mensaje leído",
};

type ActivityPlanInput = {
  userId: string;
  municipalityId: string;
  lastActivity: Date | null;
  engagement: number;
  completions: CompletionRow[];
  reminderTitles: Map<string, string>;
  /** How many of the newest active days hold a chat with the assistant. */
  chatDays: number;
  clock: LocalClock;
  rng: Rng;
};

/**
 * 1-8 records per active day over the last 90 days, none after lastActivity, the newest exactly at it.
 * Each completion yields a reminder_completed record at its time; days with completions are active.
 */
export function planActivities(input: ActivityPlanInput): { rows: ActivityRow[]; lastLogin: Date | null } {
  const { userId, municipalityId, lastActivity, engagement, clock, rng } = input;
  if (!lastActivity) return { rows: [], lastLogin: null };
  const rows: ActivityRow[] = [];
  const push = (activityType: ActivityType, createdAt: Date, description: string, metadata = {}) =>
    rows.push({ municipalityId, userId, activityType, description, metadata, createdAt });
  const byDay = new Map<string, CompletionRow[]>();
  for (const c of input.completions) {
    const day = clock.dateOf(c.completedAt);
    byDay.set(day, [...(byDay.get(day) ?? []), c]);
  }
  const exercises = new ExerciseSession(rng, engagement > 0.8 ? 1 : 0);
  const lastDay = clock.dateOf(lastActivity);
  const busy = engagement >= 0.7;
  // Pass 1: which days were active (the last one and days with completions always are).
  const days: string[] = [];
  for (let offset = -89; offset <= 0; offset++) {
    const date = clock.day(offset);
    if (date > lastDay) break;
    if (date === lastDay || byDay.has(date) || rng.chance(engagement)) days.push(date);
  }
  // The newest active days each hold a conversation with the assistant (saved as a chat session).
  const chatDays = new Set(input.chatDays > 0 ? days.slice(-input.chatDays) : []);
  for (const date of days) {
    const isLast = date === lastDay;
    const done = byDay.get(date) ?? [];
    const dayStart = clock.at(date, 0).getTime();
    let start = clock.at(date, rng.int(7 * 60 + 30, 10 * 60)).getTime();
    let end = clock.at(date, 21 * 60 + 30).getTime();
    if (isLast) end = lastActivity.getTime() - MINUTE_MS;
    if (end <= start) start = Math.max(dayStart, end - 30 * MINUTE_MS);
    const firstDone = Math.min(...done.map((c) => c.completedAt.getTime()));
    const login = Math.max(dayStart, Math.min(start, firstDone - 3 * MINUTE_MS));
    push("login", new Date(login), DESCRIPTIONS.login, { device: "tablet" });
    for (const c of done) {
      const title = input.reminderTitles.get(c.reminderId) ?? "";
      push("reminder_completed", c.completedAt, `Recordatorio completado: ${title}`, {
        reminderId: c.reminderId,
        minutesLate: c.minutesLate,
      });
    }
    // 1 login + completions + extras + the final record of the last day: never more than 8 a day.
    const room = 8 - 1 - done.length - (isLast ? 1 : 0);
    const chatExtra = chatDays.has(date) && !isLast;
    const target = busy ? rng.int(2, 8) : rng.int(1, 4);
    const extras = Math.min(room, Math.max(chatExtra ? 1 : 0, target - 1 - done.length - (isLast ? 1 : 0)));
    exercises.newDay();
    const extra = (at: Date, forced?: "chat") => {
      const r = forced ? 0.5 : rng.float();
      if (r < 0.4) {
        const { description, metadata } = exercises.play();
        push("cognitive_exercise", at, description, metadata);
      } else if (r < 0.7) push("chat", at, DESCRIPTIONS.chat, {});
      else if (r < 0.9) push("message_read", at, DESCRIPTIONS.message_read, {});
      else push("login", at, DESCRIPTIONS.login, { device: "tablet" });
    };
    const times = Array.from(
      { length: Math.max(0, extras) },
      () => login + rng.float() * Math.max(0, end - login),
    );
    times.sort((x, y) => x - y);
    for (const [i, time] of times.entries()) {
      extra(new Date(Math.round(time)), chatExtra && i === times.length - 1 ? "chat" : undefined);
    }
    if (isLast) extra(new Date(lastActivity.getTime()), chatDays.has(date) ? "chat" : undefined);
  }
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const logins = rows.filter((r) => r.activityType === "login");
  return { rows, lastLogin: logins.length ? logins[logins.length - 1].createdAt : null };
}
