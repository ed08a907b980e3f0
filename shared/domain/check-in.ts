import { isClockTime } from "./service-hours";
import { localDate, localInstant, localTime } from "./time";

// The morning check-in ('¿Cómo se encuentra hoy?'): when it is due, when it counts as missed, and when a
// missed one becomes an alert. Every instant is computed in the municipality's zone from the injected `now`.

export type CheckInPlanRule = { isEnabled: boolean; time: string /* HH:MM */; graceMinutes: number };
export type CheckInDayStatus = "not-due" | "pending" | "answered" | "missed";
/** The three buttons; the same values as the `check_ins.answer` column. */
export const CHECK_IN_ANSWERS = ["bien", "regular", "mal"] as const;
export type CheckInAnswerValue = (typeof CHECK_IN_ANSWERS)[number];

export const CHECK_IN_DEFAULT_TIME = "10:00";
export const CHECK_IN_DEFAULT_GRACE_MINUTES = 120;
/** Grace between the greeting and 'Saludo sin respuesta': at least a quarter of an hour, at most 8 hours. */
export const CHECK_IN_GRACE_LIMITS = { min: 15, max: 480 } as const;
/** Still unanswered (and no other use) at this local time: the missed check-in becomes an alert. */
export const CHECK_IN_EVENING_DEADLINE = "20:00";

const MINUTE = 60_000;
const MINUTES_PER_DAY = 24 * 60;

export const CHECK_IN_MESSAGES = {
  time: "Escriba la hora del saludo como HH:MM, entre 00:00 y 23:59",
  grace: "El margen debe ser de 15 minutos a 8 horas, en minutos enteros",
  pastMidnight: "La hora del saludo más el margen debe terminar antes de medianoche",
} as const;

export type CheckInPlanField = "time" | "graceMinutes";
export type CheckInPlanProblem = { field: CheckInPlanField; message: string };

const minutesOfDay = (time: string) => {
  const [hh, mm] = time.split(":").map(Number);
  return hh * 60 + mm;
};

/**
 * Every problem of a plan, each on the field to fix: 'HH:MM' from 00:00 to 23:59 ('24:00' is not a time),
 * whole grace minutes within the limits, and the grace ending the same local day (the status is per day, so
 * a grace across midnight could never become 'missed').
 */
export function checkInPlanProblems(plan: { time: string; graceMinutes: number }): CheckInPlanProblem[] {
  const problems: CheckInPlanProblem[] = [];
  const isTimeOk = isClockTime(plan.time);
  const g = plan.graceMinutes;
  const isGraceOk = Number.isInteger(g) && g >= CHECK_IN_GRACE_LIMITS.min && g <= CHECK_IN_GRACE_LIMITS.max;
  if (!isTimeOk) problems.push({ field: "time", message: CHECK_IN_MESSAGES.time });
  if (!isGraceOk) problems.push({ field: "graceMinutes", message: CHECK_IN_MESSAGES.grace });
  if (isTimeOk && isGraceOk && minutesOfDay(plan.time) + g >= MINUTES_PER_DAY) {
    problems.push({ field: "graceMinutes", message: CHECK_IN_MESSAGES.pastMidnight });
  }
  return problems;
}

/** The instant the greeting is due on a local date (a time skipped by the spring DST change moves forward). */
export function checkInDueAt(plan: Pick<CheckInPlanRule, "time">, date: string, timeZone: string): Date {
  return localInstant(date, plan.time, timeZone);
}

/** The local evening of `date` after which a missed check-in raises an alert. */
export function checkInEveningDeadline(date: string, timeZone: string): Date {
  return localInstant(date, CHECK_IN_EVENING_DEADLINE, timeZone);
}

/**
 * Today's status (the local day of `now`); always 'not-due' while the plan is off. `answeredAt` is today's answer, if any; `lastUseAt` the latest
 * sign of use of the tablet. Missed = past the due time plus grace, not answered, and no use since the due
 * time (someone who used the tablet after the greeting appeared is up and about: still 'pending').
 */
export function checkInStatus(input: {
  plan: CheckInPlanRule;
  answeredAt: Date | null;
  lastUseAt: Date | null;
  now: Date;
  timeZone: string;
}): CheckInDayStatus {
  const { plan, answeredAt, lastUseAt, now, timeZone } = input;
  // Switched off, the check-in is not part of the day, even with an answer given before it was.
  if (!plan.isEnabled) return "not-due";
  if (answeredAt) return "answered";
  const dueAt = checkInDueAt(plan, localDate(now, timeZone), timeZone);
  if (now.getTime() < dueAt.getTime()) return "not-due";
  const missedAt = dueAt.getTime() + plan.graceMinutes * MINUTE;
  if (now.getTime() < missedAt) return "pending";
  if (lastUseAt && lastUseAt.getTime() >= dueAt.getTime()) return "pending";
  return "missed";
}

/** Whether today's missed check-in should become an alert now: still missed at the evening deadline. */
export function isCheckInAlertDue(status: CheckInDayStatus, now: Date, timeZone: string): boolean {
  return status === "missed" && now.getTime() >= checkInEveningDeadline(localDate(now, timeZone), timeZone).getTime();
}

export const CHECK_IN_ANSWER_LABELS: Record<CheckInAnswerValue, string> = { bien: "Bien", regular: "Regular", mal: "Mal" };
export const CHECK_IN_MISSED_LABEL = "Saludo sin respuesta";

/**
 * The one line the family dashboard and the record show: 'Hoy: Bien, 09:42' once answered, 'Saludo sin
 * respuesta' once missed, nothing before (not due yet, or still within the grace).
 */
export function checkInTodayLabel(
  today: { status: CheckInDayStatus; answer?: CheckInAnswerValue; answeredAt?: string },
  timeZone: string,
): string | null {
  if (today.status === "missed") return CHECK_IN_MISSED_LABEL;
  if (today.status !== "answered" || !today.answer || !today.answeredAt) return null;
  return `Hoy: ${CHECK_IN_ANSWER_LABELS[today.answer]}, ${localTime(new Date(today.answeredAt), timeZone)}`;
}
