// The demo's follow-up agenda: a few people with a plan of calls or visits and some logged contacts, so
// 'Llamadas de hoy' and the record's 'Seguimiento' are not empty for a newcomer.
import type { followUpCalls, followUpPlans } from "@shared/schema";
import type { LocalClock } from "./seed-util";

type PlanRow = typeof followUpPlans.$inferInsert;
type CallRow = typeof followUpCalls.$inferInsert;

export function planFollowUp(
  clock: LocalClock,
  ids: { municipalityId: string; professional: string; carmen: string; antonio: string; jose: string },
): { plans: PlanRow[]; calls: CallRow[] } {
  const since = clock.at(clock.day(-60), "09:00");
  const plans: PlanRow[] = [
    // Weekly, last reached a week ago: due today.
    { userId: ids.carmen, frequency: "weekly", preferredTime: "11:00", channel: "call", updatedAt: since },
    // Twice a week, last reached five days ago and not answering yesterday: overdue.
    { userId: ids.antonio, frequency: "twice_weekly", preferredTime: "17:00", channel: "call", updatedAt: since },
    // A monthly visit done ten days ago: not due.
    { userId: ids.jose, frequency: "monthly", preferredTime: null, channel: "visit", updatedAt: since },
  ];
  const call = (userId: string, daysAgo: number, time: string, rest: Partial<CallRow>): CallRow => ({
    municipalityId: ids.municipalityId,
    userId,
    staffId: ids.professional,
    channel: "call",
    outcome: "hablamos",
    createdAt: clock.at(clock.day(-daysAgo), time),
    ...rest,
  });
  const calls: CallRow[] = [
    call(ids.carmen, 14, "11:10", { personState: "bien", note: "Habla de su nieta; todo en orden.", reason: "plan" }),
    call(ids.carmen, 7, "11:05", { personState: "bien", note: "Ha ido al centro de día.", reason: "plan" }),
    call(ids.antonio, 5, "17:20", { personState: "regular", note: "Le duele la rodilla; lo comentará al médico.", reason: "plan" }),
    call(ids.antonio, 1, "17:05", { outcome: "no_contesta", reason: "plan_overdue" }),
    call(ids.jose, 10, "10:30", { channel: "visit", outcome: "visita_hecha", personState: "bien", reason: "plan" }),
  ];
  return { plans, calls };
}
