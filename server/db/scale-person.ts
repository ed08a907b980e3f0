// Scale data set (scale-seed.ts): one older person's row, reminders, completions, activity records,
// conversations, assistant turns and alerts, drawn from a per-person PRNG fork.
import { ASSISTANT_URGENCY_PREFIX } from "@shared/domain/alert-reasons";
import type { ActivityType, AlertType, ReminderType } from "@shared/domain/enums";
import { foldAccents } from "@shared/domain/text-fold";
import { addLocalDays, localDate } from "@shared/domain/time";
import {
  APPOINTMENTS,
  DAY,
  EMOTIONS,
  EXERCISES,
  FIRST_NAMES,
  LAST_NAMES,
  type LocalDay,
  MEDICINES,
  MESSAGE_BANK,
  MINUTE,
  pickWeighted,
  ROUTINES,
  SCALE_PERSON,
  SCALE_TIMEZONE,
  sampleLate,
  sampleLatency,
  TOPICS,
  uuidFrom,
} from "./scale-data";
import type { Buffers } from "./scale-insert";
import { hhmm, type Rng } from "./seed-util";

export type Ctx = {
  municipalityId: string;
  professionalId: string;
  now: number;
  days: LocalDay[];
  rng: Rng;
};

type PlannedReminder = {
  id: string;
  title: string;
  type: ReminderType;
  minutes: number;
  date: string | null;
  active: boolean;
  created: number;
};

/** One older person: their row, reminders, completions, activity, conversations and alerts. */
export function planPerson(ctx: Ctx, b: Buffers, index: number, pinHash: string | null) {
  const rng = ctx.rng.fork(`person:${index}`);
  const id = uuidFrom(rng);
  const isTestPerson = index === 0;
  const first = isTestPerson ? SCALE_PERSON.firstName : rng.pick(FIRST_NAMES);
  const last = isTestPerson ? SCALE_PERSON.lastName : `${rng.pick(LAST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const windowDays = ctx.days.length;
  // 5 % joined during the window; the rest long before it.
  const joinedInWindow = !isTestPerson && rng.chance(0.05);
  const created = joinedInWindow
    ? ctx.now - rng.int(1, Math.max(1, windowDays - 1)) * DAY - rng.int(0, 600) * MINUTE
    : ctx.now - (windowDays + rng.int(20, 400)) * DAY;
  const createdDate = localDate(new Date(created), SCALE_TIMEZONE);
  const consent = isTestPerson || rng.chance(0.9);
  // 6 % stopped using the app a few days ago (inactive > 48 h), the rest use it most days.
  const dropAt = !isTestPerson && rng.chance(0.06) ? ctx.now - rng.int(3, 20) * DAY : Number.POSITIVE_INFINITY;
  const pActive = isTestPerson ? 1 : 0.6 + rng.float() * 0.4;
  const adherence = 0.7 + rng.float() * 0.29;

  // Reminders: 1-2 daily medicines, usually one appointment, daily routines up to 3-5 in all.
  const reminders: PlannedReminder[] = [];
  const count = rng.int(3, 5);
  const reminderCreated = () => {
    const at = rng.chance(0.85)
      ? ctx.now - (windowDays + rng.int(5, 60)) * DAY
      : ctx.now - rng.int(1, Math.max(1, windowDays - 1)) * DAY;
    return Math.max(at, created) + rng.int(60, 240) * MINUTE;
  };
  const add = (title: string, type: ReminderType, minutes: number, date: string | null) =>
    reminders.push({
      id: uuidFrom(rng),
      title,
      type,
      minutes,
      date,
      active: rng.chance(0.97),
      created: Math.min(reminderCreated(), ctx.now - MINUTE),
    });
  for (const [name, minutes] of rng.shuffle(MEDICINES).slice(0, rng.chance(0.5) ? 2 : 1)) {
    add(`Tomar ${name}`, "medicine", minutes, null);
  }
  if (rng.chance(0.7)) {
    const date = addLocalDays(localDate(new Date(ctx.now), SCALE_TIMEZONE), rng.int(-windowDays + 1, 14));
    add(rng.pick(APPOINTMENTS), "appointment", rng.pick([570, 600, 645, 675, 720, 990]), date);
  }
  for (const [title, type, minutes] of rng.shuffle(ROUTINES)) {
    if (reminders.length >= count) break;
    add(title, type, minutes, null);
  }

  let lastActivity = 0;
  let lastLogin = 0;
  const activity = (type: ActivityType, at: number, description: string, metadata = "{}") => {
    b.activities.push({ user: id, type, description, metadata, created: at });
    if (at > lastActivity) lastActivity = at;
    if (type === "login" && at > lastLogin) lastLogin = at;
  };
  const alert = (type: AlertType, severity: string, content: string, at: number) => {
    const dismissed = at < ctx.now - 2 * DAY ? at + rng.int(10, 300) * MINUTE : null;
    b.alerts.push({ user: id, type, severity, content, created: at, dismissed });
  };

  for (const day of ctx.days) {
    if (day.date < createdDate || day.base > dropAt) continue;
    if (!rng.chance(pActive)) continue;
    const at = (minutes: number) => day.base + minutes * MINUTE;
    const happened = (t: number) => t <= ctx.now && t <= dropAt && t > created;
    let records = rng.int(9, 18);
    // Logins first, then the day's reminders, exercises and conversations.
    const loginAt = at(rng.int(450, 600));
    if (happened(loginAt)) activity("login", loginAt, "Inicio de sesión");
    if (rng.chance(0.3)) {
      const again = at(rng.int(960, 1260));
      if (happened(again)) activity("login", again, "Inicio de sesión");
      records--;
    }
    records--;
    for (const r of reminders) {
      if (r.date !== null && r.date !== day.date) continue;
      const due = at(r.minutes);
      if (due <= r.created || due > ctx.now || due > dropAt) continue;
      if (!rng.chance(Math.min(0.99, adherence + (r.type === "appointment" ? 0.08 : 0)))) continue;
      const late = sampleLate(rng);
      const completed = due + late * MINUTE;
      if (completed > ctx.now || completed > dropAt) continue;
      const minutesLate = Math.max(0, late);
      b.completions.push({ reminder: r.id, user: id, date: day.date, completed, late: minutesLate });
      activity(
        "reminder_completed",
        completed,
        `Recordatorio completado: ${r.title}`,
        JSON.stringify({ reminderId: r.id, type: r.type, minutesLate }),
      );
      records--;
    }
    if (rng.chance(0.35)) {
      const end = at(rng.int(600, 1290));
      if (happened(end)) {
        const emotion = pickWeighted(rng, EMOTIONS);
        const messages = 2 * rng.int(1, 10) + 1;
        const duration = rng.int(2, 25);
        const list = Array.from({ length: messages }, (_, i) => ({
          role: i % 2 === 0 ? "assistant" : "user",
          content: i === 0 ? `¡Hola, ${first}! ¿Cómo se encuentra hoy?` : MESSAGE_BANK[(i + index) % 6],
        }));
        b.chats.push({
          user: id,
          messages: JSON.stringify(list),
          count: messages,
          duration,
          topics: JSON.stringify(TOPICS[emotion]),
          emotion,
          created: end,
        });
        const replies = (messages - 1) / 2;
        const start = end - duration * MINUTE;
        const healthAlert = emotion === "health concern" && rng.chance(0.3);
        for (let k = 0; k < replies; k++) {
          const turnAt = Math.round(start + ((k + 1) / (replies + 1)) * (end - start));
          b.turns.push({ user: id, latency: sampleLatency(rng), alert: healthAlert && k === 0, created: turnAt });
        }
        if (healthAlert) {
          alert("health", "high", `${ASSISTANT_URGENCY_PREFIX}: dolor`, start + MINUTE);
        }
        activity("chat", end, "Conversación con el asistente");
        records--;
      }
    }
    if (rng.chance(0.002)) alert("help", "high", `${first} ha pulsado el botón de ayuda`, at(rng.int(600, 1200)));
    for (let k = 0; k < records; k++) {
      const t = at(rng.int(480, 1320));
      if (!happened(t)) continue;
      const r = rng.float();
      if (r < 0.3) {
        const [type, label, points] = rng.pick(EXERCISES);
        const correct = rng.chance(0.7);
        const metadata = JSON.stringify({ exerciseType: type, difficulty: "medium", correct, points });
        activity("cognitive_exercise", t, `Ejercicio de memoria: ${label}`, metadata);
      } else if (r < 0.7) activity("message_read", t, "Mensaje leído");
      else activity("chat", t, "Conversación con el asistente");
    }
  }
  if (Number.isFinite(dropAt) && dropAt + 2 * DAY <= ctx.now && lastActivity > 0) {
    alert("inactivity", "medium", `${first} lleva más de 48 horas sin actividad`, lastActivity + 2 * DAY);
  }

  for (const r of reminders) {
    b.reminders.push({
      id: r.id,
      user: id,
      title: r.title,
      type: r.type,
      time: hhmm(r.minutes),
      date: r.date,
      active: r.active,
      created: r.created,
    });
  }
  b.users.push({
    id,
    first,
    last,
    username: foldAccents(`${first}.${last}.${index}`).replace(/\s+/g, "."),
    age: rng.int(65, 97),
    consent,
    family: rng.chance(0.7),
    last_activity: lastActivity || null,
    last_login: lastLogin || null,
    pin: isTestPerson ? pinHash : null,
    created,
  });
  return id;
}

