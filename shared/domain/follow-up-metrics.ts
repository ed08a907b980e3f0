import { addFrequency, type FollowUpFrequency } from "./follow-up";

// The follow-up metrics (docs/behaviour/14-daily-routine.md#metrics): which scheduled contacts fell due and
// which were made, replaying the agenda's own rule (the next contact follows the last one that counted as done).

export type PlanDue = { date: string; doneOn: string | null };

/**
 * Every due date of a plan from its first day to `today` (local dates), each with the day of the contact that
 * met it. A contact before the due date (an early call) meets it too; the next one follows that contact. An
 * unmet due date stays open: no later ones pile up behind it (the agenda shows one overdue call).
 */
export function planDues(frequency: FollowUpFrequency, startDate: string, doneDates: readonly string[], today: string): PlanDue[] {
  const dues: PlanDue[] = [];
  let due = startDate;
  for (const done of [...doneDates].filter((d) => d >= startDate).sort()) {
    if (due > today) break;
    dues.push({ date: due, doneOn: done });
    due = addFrequency(done, frequency);
  }
  if (due <= today) dues.push({ date: due, doneOn: null });
  return dues;
}

/** Share 0-1 with 4 decimals; null when there is nothing to divide. */
export const shareOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** How soon a call must follow a missed check-in to count as followed up. */
export const MISSED_FOLLOW_UP_MS = 2 * 3_600_000;
