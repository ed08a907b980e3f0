// Demo reminders, programme activities and reminder completions (realistic adherence).
import { repeatsOn } from "@shared/domain/reminder-repeat";
import { randomUUID } from "node:crypto";
import type { ReminderType } from "@shared/domain/enums";
import type { reminderCompletions, reminders } from "@shared/schema";
import type { ElderlySpec } from "./seed-people";
import { DAY_MS, hhmm, type LocalClock, MINUTE_MS, parseHhmm, type Rng } from "./seed-util";

export type ReminderRow = typeof reminders.$inferInsert & {
  id: string;
  municipalityId: string;
  userId: string;
  reminderTime: string;
  reminderDate: string | null;
  createdAt: Date;
};
export type CompletionRow = typeof reminderCompletions.$inferInsert & {
  completedAt: Date;
  minutesLate: number;
};
/** What happens to today's occurrence regardless of chance. */
export type TodayState = "done" | "skip";

// a lookup table
const MEDICATIONS: Record<string, { time: string; description: string }> = {
  "Enalapril 10 mg": { time: "09:00", description: "La pastilla de la tensión, con el desayuno." },
  "Metformina 850 mg": { time: "14:00", description: "Con la comida, para el azúcar." },
  "Omeprazol 20 mg": { time: "08:30", description: "Protector de estómago, en ayunas." },
  "Paracetamol 1 g": { time: "15:00", description: "Para el dolor de las articulaciones." },
  "Atorvastatina 20 mg": { time: "21:30", description: "Para el colesterol, después de cenar." },
  "Sintrom 4 mg": { time: "20:00", description: "La dosis que marque la hoja del control." },
  "Levotiroxina 50 mcg": { time: "08:00", description: "En ayunas, media hora antes del desayuno." },
  "Furosemida 40 mg": { time: "09:30", description: "Diurético, mejor por la mañana." },
  "Salbutamol inhalador": { time: "10:00", description: "Dos inhalaciones; avise si nota más fatiga." },
  "Calcio y vitamina D": { time: "13:30", description: "Un sobre disuelto en agua, con la comida." },
  "Timolol colirio": { time: "10:30", description: "Una gota en cada ojo." },
  "Lorazepam 1 mg": { time: "23:00", description: "Al acostarse." },
  "Sertralina 50 mg": { time: "09:15", description: "Con el desayuno." },
  "Levodopa 100 mg": { time: "12:00", description: "Media hora antes de comer." },
  "Donepezilo 5 mg": { time: "22:00", description: "Antes de dormir." },
  "Ibuprofeno 600 mg": { time: "14:30", description: "Con la comida, solo si duele la rodilla." },
};

const APPOINTMENTS = [
  ["Cita con el médico de cabecera", "Centro de Salud {m}, consulta 3. Llevar la tarjeta sanitaria."],
  ["Análisis de sangre", "Centro de Salud {m}. Ir en ayunas."],
  ["Revisión de la vista", "Oftalmología del hospital comarcal. Llevar las gafas."],
  ["Control de enfermería", "Toma de tensión y azúcar en el Centro de Salud {m}."],
  ["Cita con el podólogo", "Consulta del podólogo en la calle Mayor, 12."],
  ["Revisión con el cardiólogo", "Hospital comarcal, segunda planta. Llevar los informes."],
] as const;
const APPOINTMENT_TIMES = ["09:30", "10:00", "10:45", "11:15", "12:00", "16:30", "17:00"];

type Extra = { title: string; description: string; type: ReminderType; time: string; daily: boolean };
// a table
const ROUTINES: Record<"programCall" | "walk" | "stretch" | "gym", Extra> = {
  programCall: { title: "Llamada del programa Acompaña", description: "La trabajadora social llama para saludar.", type: "call", time: "11:00", daily: true },
  walk: { title: "Paseo de 30 minutos", description: "Caminar a paso tranquilo, con calzado cómodo.", type: "activity", time: "18:30", daily: true },
  stretch: { title: "Ejercicios de estiramiento", description: "Los ejercicios de la hoja del fisioterapeuta.", type: "activity", time: "10:30", daily: true },
  gym: { title: "Gimnasia en el hogar del jubilado", description: "Clase suave con la monitora.", type: "activity", time: "11:30", daily: false },
};
const CALL: Extra = {
  title: "",
  description: "Llamada diaria para contar qué tal el día.",
  type: "call",
  time: "18:00",
  daily: true,
};
const EXTRA_KINDS = ["call", "programCall", "walk", "stretch", "gym", "appointment"] as const;

type PersonReminderInput = {
  spec: ElderlySpec;
  userId: string;
  municipalityId: string;
  municipalityName: string;
  professionalId: string;
  familyId?: string;
  lastActivity: Date | null;
  clock: LocalClock;
  rng: Rng;
};

/** A person's own (non-programme) reminders, 2 to 5, plus the forced state of today's occurrences. */
export function planPersonalReminders(input: PersonReminderInput): {
  rows: ReminderRow[];
  today: Map<string, TodayState>;
} {
  const { spec, userId, municipalityId, municipalityName, professionalId, familyId, clock, rng } = input;
  const rows: ReminderRow[] = [];
  const today = new Map<string, TodayState>();
  const fill = (text: string) => text.replace("{m}", municipalityName);
  const add = (r: Extra & { date?: string | null; by?: string }, state?: TodayState) => {
    const date = r.daily ? null : (r.date ?? clock.today);
    const createdDaysAgo = r.daily ? rng.int(15, 30) : rng.int(3, 10);
    const createdFrom = date && date < clock.today ? date : clock.today;
    const row: ReminderRow = {
      id: randomUUID(),
      municipalityId,
      userId,
      createdBy: r.by ?? professionalId,
      title: r.title,
      description: r.description,
      type: r.type,
      reminderTime: r.time,
      reminderDate: date,
      recurrence: r.daily ? "daily" : "once",
      isActive: true,
      createdAt: clock.at(clock.addDays(createdFrom, -createdDaysAgo), rng.int(9 * 60, 13 * 60)),
    };
    rows.push(row);
    if (state) today.set(row.id, state);
  };
  const medicine = (name: string, time?: string) => ({
    title: `Tomar ${name.replace(/ (\d.*)$/, " ($1)")}`,
    description: MEDICATIONS[name]?.description ?? "",
    type: "medicine" as const,
    time: time ?? MEDICATIONS[name]?.time ?? "09:00",
    daily: true,
  });
  // Different appointments for one person; Antonio's this week is the anticoagulation check his daughter mentions.
  const sintrom = ["Control del Sintrom", "Análisis de coagulación en el Centro de Salud {m}."] as const;
  const pool = [...(spec.key === "antonio" ? [sintrom] : []), ...rng.shuffle(APPOINTMENTS)];
  const appointment = (date: string) => {
    const [title, description] = pool.shift() ?? APPOINTMENTS[0];
    return {
      title,
      description: fill(description),
      type: "appointment" as const,
      time: rng.pick(APPOINTMENT_TIMES),
      daily: false,
      date,
    };
  };

  if (spec.key === "carmen") {
    const morning = clock.minutesNow >= 10 * 60 ? "08:30" : clock.relTime(-90);
    const evening = clock.minutesNow < 19 * 60 ? "20:00" : clock.relTime(30);
    const later = [2, 1].map((d) => clock.day(d)).find((d) => d <= clock.weekEnd);
    const appointmentDate = later ?? clock.today;
    // a table
    const carmen: Array<[Extra & { date?: string; by?: string }, TodayState?]> = [
      [medicine("Enalapril 10 mg", morning), "done"],
      [{ ...medicine("Metformina 850 mg", evening), description: "Con la cena, para el azúcar.", by: familyId }],
      [{ title: "Cita con la doctora Herrero", description: fill("Revisión de la tensión en el Centro de Salud {m}. Llevar la libreta de controles."), type: "appointment", time: later ? "10:30" : clock.relTime(60), daily: false, date: appointmentDate }],
      [{ ...CALL, title: "Llamar a Javier", description: "Javier espera su llamada para saber qué tal el día.", time: "19:00", by: familyId }],
      [{ title: "Análisis de sangre", description: fill("Centro de Salud {m}. Ir en ayunas."), type: "appointment", time: "08:30", daily: false, date: clock.day(-6) }],
    ];
    for (const [reminder, state] of carmen) add(reminder, state);
    return { rows, today };
  }

  const count = Math.max(rng.int(2, 5), spec.key === "antonio" ? 3 : 2);
  const meds = spec.medications.slice(
    0,
    Math.max(1, Math.min(2, count - (spec.appointmentThisWeek ? 1 : 0) - 1)),
  );
  meds.forEach((name, i) => {
    const time = parseHhmm(medicine(name).time);
    const activeToday = input.lastActivity && clock.dateOf(input.lastActivity) === clock.today;
    if (i === 0 && spec.completedToday && activeToday) {
      // Taken this morning: due at least half an hour before the person's last activity.
      const latest = clock.minutesOf(input.lastActivity!) - 30;
      add(medicine(name, hhmm(Math.min(time, latest))), "done");
    } else if (i === 0 && spec.overdueToday) {
      add(medicine(name, hhmm(Math.min(time, clock.minutesNow - 30))), "skip");
    } else add(medicine(name));
  });
  if (spec.appointmentThisWeek) add(appointment(clock.addDays(clock.weekStart, rng.int(0, 6))));
  const kinds = rng.shuffle(EXTRA_KINDS);
  // Elena (familia2) set up her father's daily call: the family reminders screen has one of its own.
  if (spec.key === "antonio") kinds.sort((a, b) => Number(b === "call") - Number(a === "call"));
  for (const kind of kinds) {
    if (rows.length >= count) break;
    if (kind === "call") {
      const relative =
        spec.key === "antonio"
          ? { name: "Elena", by: familyId }
          : { name: spec.emergencyContactName.split(" ")[0] };
      add({ ...CALL, title: `Llamar a ${relative.name}`, by: relative.by });
    } else if (kind === "appointment") {
      add(appointment(clock.day(rng.chance(0.5) ? rng.int(-20, -2) : rng.int(8, 20))));
    } else if (kind === "gym") {
      add({ ...ROUTINES.gym, date: clock.day(rng.int(-5, 6)) });
    } else add(ROUTINES[kind]);
  }
  return { rows, today };
}

/** Minutes after the due time: mostly on time, sometimes late, rarely very late. */
function sampleLate(rng: Rng): number {
  const r = rng.float();
  if (r < 0.6) return rng.int(-5, 10);
  if (r < 0.88) return rng.int(11, 30);
  return rng.int(31, 120);
}

/**
 * Completions of every due occurrence so far, never after the person's last activity.
 * cutoff = lastActivity (null: never active, nothing completed).
 */
export function planCompletions(
  reminder: ReminderRow,
  opts: { adherence: number; cutoff: Date | null; today?: TodayState; clock: LocalClock; rng: Rng },
): CompletionRow[] {
  const { adherence, cutoff, clock, rng } = opts;
  if (!cutoff) return [];
  const limit = Math.min(cutoff.getTime(), clock.now.getTime());
  const schedule = { ...reminder, recurrence: reminder.recurrence ?? "daily" };
  const dates = reminder.reminderDate
    ? [reminder.reminderDate]
    : Array.from({ length: 32 }, (_, i) => clock.day(i - 31)).filter((date) => repeatsOn(schedule, date));
  const out: CompletionRow[] = [];
  for (const date of dates) {
    const due = clock.at(date, reminder.reminderTime);
    if (due.getTime() <= reminder.createdAt.getTime() || due.getTime() > clock.now.getTime()) continue;
    if (clock.now.getTime() - due.getTime() > 40 * DAY_MS) continue;
    const state = date === clock.today ? opts.today : undefined;
    if (state === "skip") continue;
    const bonus = reminder.type === "appointment" ? 0.08 : 0;
    if (state !== "done" && !rng.chance(adherence + bonus)) continue;
    const late = state === "done" ? rng.int(0, 12) : sampleLate(rng);
    const completedAt = new Date(due.getTime() + late * MINUTE_MS);
    if (completedAt.getTime() > limit) continue;
    out.push({
      municipalityId: reminder.municipalityId,
      reminderId: reminder.id,
      userId: reminder.userId,
      occurrenceDate: date,
      completedAt,
      completedBy: reminder.userId,
      notes: "",
      minutesLate: Math.max(0, late),
    });
  }
  return out;
}
