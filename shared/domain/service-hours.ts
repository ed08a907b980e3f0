import { localIsoWeekday, localTime } from "./time";

// When the programme's staff are at their desks, and the response targets each municipality sets for itself.

/** Days are ISO weekdays (1 = Monday … 7 = Sunday); times "HH:mm" local to the municipality, `to` exclusive. */
export type StaffedHours = { days: number[]; from: string; to: string };

export const DEFAULT_STAFFED_HOURS: StaffedHours = { days: [1, 2, 3, 4, 5], from: "08:00", to: "15:00" };
/** Telecare practice: an alarm acknowledged within a minute, attended within a quarter of an hour. */
export const DEFAULT_ACK_TARGET_SECONDS = 60;
export const DEFAULT_ATTEND_TARGET_SECONDS = 15 * 60;

/** Whether `now` falls inside the staffed hours, in the municipality's time zone. */
export function isWithinStaffedHours(hours: StaffedHours, now: Date, timezone: string): boolean {
  if (!hours.days.includes(localIsoWeekday(now, timezone))) return false;
  const time = localTime(now, timezone);
  return time >= hours.from && time < hours.to;
}

/** What staff may set: a sense check, not policy (the industry asks for 60 s and 15 min). */
export const ACK_TARGET_LIMITS = { min: 10, max: 30 * 60 } as const;
export const ATTEND_TARGET_LIMITS = { min: 60, max: 24 * 3_600 } as const;

export const SERVICE_MESSAGES = {
  ackTarget: "El objetivo de «La atiendo» debe estar entre 10 segundos y 30 minutos",
  attendTarget: "El objetivo de «Atendida» debe estar entre 1 minuto y 24 horas",
  attendBeforeAck: "El objetivo de «Atendida» no puede ser menor que el de «La atiendo»",
  days: "Elija al menos un día con personal",
  day: "Los días van del 1 (lunes) al 7 (domingo), sin repetir",
  time: "Escriba la hora como HH:mm, por ejemplo 08:00",
  fromBeforeTo: "La hora de fin debe ser posterior a la de inicio",
  hours: "Envíe el horario con personal: días, desde y hasta",
} as const;

/** The ISO weekday names, Monday first (index 0 = day 1). */
export const WEEKDAY_NAMES = ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"] as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isClockTime = (value: string): boolean => HH_MM.test(value);

export type ServiceSettings = { ackTargetSeconds: number; attendTargetSeconds: number; staffedHours: StaffedHours };
export type ServiceField = "ackTargetSeconds" | "attendTargetSeconds" | "days" | "from" | "to";
export type ServiceProblem = { field: ServiceField; message: string };

const isWithin = (value: number, limits: { min: number; max: number }) =>
  Number.isInteger(value) && value >= limits.min && value <= limits.max;

/**
 * Every problem of the settings, each on the field to fix. Targets: whole seconds within their limits, and
 * «Atendida» never before «La atiendo». Hours: one span a day, `to` exclusive and after `from` (a night service
 * across midnight would need two spans, which the setting does not have yet).
 */
export function serviceSettingsProblems(settings: ServiceSettings): ServiceProblem[] {
  const { ackTargetSeconds: ack, attendTargetSeconds: attend, staffedHours: hours } = settings;
  const problems: ServiceProblem[] = [];
  const add = (field: ServiceField, message: string) => problems.push({ field, message });
  if (!isWithin(ack, ACK_TARGET_LIMITS)) add("ackTargetSeconds", SERVICE_MESSAGES.ackTarget);
  if (!isWithin(attend, ATTEND_TARGET_LIMITS)) add("attendTargetSeconds", SERVICE_MESSAGES.attendTarget);
  else if (isWithin(ack, ACK_TARGET_LIMITS) && attend < ack)
    add("attendTargetSeconds", SERVICE_MESSAGES.attendBeforeAck);
  const isWeekday = (day: number) => Number.isInteger(day) && day >= 1 && day <= 7;
  if (hours.days.length === 0) add("days", SERVICE_MESSAGES.days);
  else if (!hours.days.every(isWeekday) || new Set(hours.days).size < hours.days.length)
    add("days", SERVICE_MESSAGES.day);
  if (!isClockTime(hours.from)) add("from", SERVICE_MESSAGES.time);
  if (!isClockTime(hours.to)) add("to", SERVICE_MESSAGES.time);
  else if (isClockTime(hours.from) && hours.from >= hours.to) add("to", SERVICE_MESSAGES.fromBeforeTo);
  return problems;
}
