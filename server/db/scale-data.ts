// Scale data set (scale-seed.ts): its fixed names, the word lists people and records are drawn from, the
// samplers of lateness and latency, deterministic ids and the local days of the window.
import { createHash } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import type { ReminderType } from "@shared/domain/enums";
import { addLocalDays, localDate } from "@shared/domain/time";
import type { Rng } from "./seed-util";

export const SCALE_MUNICIPALITY = "Escala";
export const SCALE_TIMEZONE = "Europe/Madrid";
export const SCALE_PROFESSIONAL = { email: "escala@acompana.demo", password: "Demo-1234" } as const;
/** The one older person of the data set who can log in (PIN), for benchmarks of personal endpoints. */
export const SCALE_PERSON = { firstName: "Prueba", lastName: "Escala", pin: "1234" } as const;

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/**
 * A deterministic v4-shaped id. The generator's state has only 32 bits, so ids drawn from it alone collided
 * at about 80,000 reminders (20,000 people); the generator's unique key is hashed in. The four draws stay, so
 * every other value of the data set is as before.
 */
export function uuidFrom(rng: Rng): string {
  const word = () =>
    Math.floor(rng.float() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, "0");
  const drawn = word() + word() + word() + word();
  const hex = createHash("sha256").update(`${drawn}|${rng.uniqueKey()}`).digest("hex").slice(0, 32);
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// word lists
export const FIRST_NAMES = ["Carmen", "Antonio", "Dolores", "José", "María", "Manuel", "Pilar", "Francisco", "Josefa", "Juan", "Isabel", "Pedro", "Teresa", "Jesús", "Rosario", "Ángel", "Concepción", "Luis", "Mercedes", "Miguel", "Ana", "Rafael", "Julia", "Fernando", "Encarnación", "Ramón", "Amparo", "Joaquín", "Remedios", "Vicente", "Asunción", "Enrique", "Milagros", "Andrés", "Consuelo", "Emilio", "Lourdes", "Felipe", "Soledad", "Agustín"];
// word lists
export const LAST_NAMES = ["García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Alonso", "Gutiérrez", "Navarro", "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Ramírez", "Serrano", "Blanco", "Molina"];
// a table
export const MEDICINES: Array<[string, number]> = [["Enalapril (10 mg)", 540], ["Metformina (850 mg)", 840], ["Omeprazol (20 mg)", 510], ["Atorvastatina (20 mg)", 1290], ["Levotiroxina (50 mcg)", 480], ["Calcio y vitamina D", 810], ["Paracetamol (1 g)", 900], ["Sintrom (4 mg)", 1200]];
// a table
export const ROUTINES: Array<[string, ReminderType, number]> = [["Llamar a la familia", "call", 1110], ["Llamada del programa Acompaña", "call", 660], ["Paseo de 30 minutos", "activity", 1110], ["Ejercicios de estiramiento", "activity", 630]];
export const APPOINTMENTS = ["Cita con el médico de cabecera", "Análisis de sangre", "Revisión de la vista"];
export const EXERCISES: Array<[string, string, number]> = [
  ["words", "Palabras", 10],
  ["numbers", "Números", 15],
  ["sequences", "Secuencias", 20],
  ["associations", "Asociaciones", 25],
  ["stories", "Historias", 30],
  ["pairs", "Parejas de cartas", 25],
];
export const EMOTIONS: Array<[string, number]> = [
  ["neutral", 0.4],
  ["positive", 0.35],
  ["needs emotional support", 0.15],
  ["health concern", 0.1],
];
export const TOPICS: Record<string, string[]> = {
  neutral: ["comida"],
  positive: ["familia", "estado emocional"],
  "needs emotional support": ["estado emocional"],
  "health concern": ["salud", "medicación"],
};
export const MESSAGE_BANK = [
  "¿Qué día es hoy?",
  "Hoy es un buen día para dar un paseo.",
  "Me he tomado la pastilla.",
  "¡Muy bien! Siga así.",
  "Cuénteme un chiste.",
  "¿Por qué el libro de matemáticas está triste? Porque tiene muchos problemas.",
];

export function pickWeighted(rng: Rng, items: Array<[string, number]>): string {
  let r = rng.float();
  for (const [value, weight] of items) {
    r -= weight;
    if (r < 0) return value;
  }
  return items[items.length - 1][0];
}

/** Minutes after the due time: mostly on time, sometimes late, rarely very late (negative = early). */
export function sampleLate(rng: Rng): number {
  const r = rng.float();
  if (r < 0.6) return rng.int(-5, 10);
  if (r < 0.88) return rng.int(11, 30);
  return rng.int(31, 120);
}

/** Assistant latency in ms: mostly fast, with a long tail. */
export function sampleLatency(rng: Rng): number {
  const r = rng.float();
  if (r < 0.85) return rng.int(150, 1200);
  if (r < 0.97) return rng.int(1200, 2500);
  return rng.int(2500, 6000);
}


export type LocalDay = { date: string; base: number };

/**
 * The local days of the window with, for each, the instant of local 00:00 as seen from noon's UTC offset:
 * base + minutes is exact for every time after 03:00, which is all this generator uses (DST-safe).
 */
export function windowDays(now: Date, days: number): LocalDay[] {
  const today = localDate(now, SCALE_TIMEZONE);
  return Array.from({ length: days }, (_, i) => {
    const date = addLocalDays(today, i - days + 1);
    const [y, m, d] = date.split("-").map(Number);
    const noon = new TZDate(y, m - 1, d, 12, 0, SCALE_TIMEZONE).getTime();
    return { date, base: noon - 12 * 60 * MINUTE };
  });
}

