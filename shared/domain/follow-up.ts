import { addLocalDays, daysBetween, localDate } from "./time";

// The follow-up agenda's rules (docs/behaviour/14-daily-routine.md#follow-up): when the next call or visit of a
// plan is due, which contacts count as done, and when 'no contesta' becomes an alert. Pure: the clock and the
// municipality's time zone come in as arguments.

// The values of the follow-up tables (shared/schema/daily-care.ts, checked equal by the unit test), here so the
// client reads them without the database library.
export const followUpFrequencies = ["daily", "twice_weekly", "weekly", "fortnightly", "monthly"] as const;
export type FollowUpFrequency = (typeof followUpFrequencies)[number];
export const followUpChannels = ["call", "visit"] as const;
export type FollowUpChannel = (typeof followUpChannels)[number];
export const callOutcomes = ["hablamos", "no_contesta", "deja_recado", "visita_hecha", "derivado"] as const;
export type CallOutcome = (typeof callOutcomes)[number];
export const personStates = ["bien", "regular", "mal"] as const;
export type PersonState = (typeof personStates)[number];

/** The longest note of a contact (staff only; the family never sees it). */
export const FOLLOW_UP_NOTE_MAX = 1000;

export const FREQUENCY_LABELS: Record<FollowUpFrequency, string> = {
  daily: "Cada día",
  twice_weekly: "Dos veces por semana",
  weekly: "Cada semana",
  fortnightly: "Cada quince días",
  monthly: "Cada mes",
};

export const OUTCOME_LABELS: Record<CallOutcome, string> = {
  hablamos: "Hablamos",
  no_contesta: "No contesta",
  deja_recado: "Deja recado",
  visita_hecha: "Visita hecha",
  derivado: "Derivado",
};

/** Only a contact that reached the person (or handed them on) moves the plan forward. */
const DONE_OUTCOMES: ReadonlySet<CallOutcome> = new Set(["hablamos", "visita_hecha", "derivado"]);
export const isDoneOutcome = (outcome: CallOutcome): boolean => DONE_OUTCOMES.has(outcome);

/**
 * Days between contacts. Twice a week is every 3 days (Monday then Thursday, then Sunday...): never more than
 * four days without a call, which is what the programme promises.
 */
const INTERVAL_DAYS: Record<Exclude<FollowUpFrequency, "monthly">, number> = {
  daily: 1,
  twice_weekly: 3,
  weekly: 7,
  fortnightly: 14,
};

/** The same day of the next month, or its last day when it is shorter (31 January -> 28 February). */
function nextMonthDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** The local day after `date` on which the plan asks for the next contact. */
export function addFrequency(date: string, frequency: FollowUpFrequency): string {
  return frequency === "monthly" ? nextMonthDay(date) : addLocalDays(date, INTERVAL_DAYS[frequency]);
}

export type FollowUpDue = {
  /** Local date of the next call or visit. */
  nextDueDate: string;
  isDueToday: boolean;
  isOverdue: boolean;
  /** Whole days past the due date (0 when not overdue). */
  daysOverdue: number;
};

/**
 * When the next contact is due: the frequency after the last contact that counted as done (local days in the
 * zone); with none yet, on the day the plan was set, so a new plan puts the person on that day's agenda.
 */
export function followUpDue(
  plan: { frequency: FollowUpFrequency; startedAt: Date },
  lastDoneAt: Date | null,
  now: Date,
  timezone: string,
): FollowUpDue {
  const today = localDate(now, timezone);
  const nextDueDate = lastDoneAt
    ? addFrequency(localDate(lastDoneAt, timezone), plan.frequency)
    : localDate(plan.startedAt, timezone);
  const late = daysBetween(nextDueDate, today);
  return { nextDueDate, isDueToday: late >= 0, isOverdue: late > 0, daysOverdue: Math.max(0, late) };
}

/** How many 'no contesta' in a row raise an alert: twice (once per streak, when it reaches this). */
export const NO_ANSWER_ALERT_STREAK = 2;

/** The 'no contesta' streak at the top of the log (outcomes newest first). */
export function noAnswerStreak(outcomesNewestFirst: readonly CallOutcome[]): number {
  const end = outcomesNewestFirst.findIndex((outcome) => outcome !== "no_contesta");
  return end === -1 ? outcomesNewestFirst.length : end;
}

/** Whether the contact just logged (first in the list) makes 'no contesta' twice in a row: one alert per streak. */
export const isNoAnswerAlertDue = (outcomesNewestFirst: readonly CallOutcome[]): boolean =>
  noAnswerStreak(outcomesNewestFirst) === NO_ANSWER_ALERT_STREAK;

export const NO_ANSWER_ALERT_TEXT = "No contesta a las llamadas del programa (dos veces seguidas)";

