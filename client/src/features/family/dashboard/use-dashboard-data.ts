import type { ActivityRecord } from "@shared/api/elderly";
import type { Reminder, ReminderStats } from "@shared/api/reminders";
import { useQuery } from "@tanstack/react-query";
import { getErrorStatus } from "@/lib/query-client";
import { familyKeys } from "../common/family-keys";

/** Everything the consented dashboard reads about the person (each answer may be 403 'Información privada'). */
export function useDashboardData(elderlyId: string) {
  const activities = useQuery<ActivityRecord[]>({ queryKey: familyKeys.activities(elderlyId) });
  const today = useQuery<Reminder[]>({ queryKey: familyKeys.todayReminders(elderlyId) });
  const upcoming = useQuery<Reminder[]>({ queryKey: familyKeys.upcomingReminders(elderlyId) });
  const all = useQuery<Reminder[]>({ queryKey: familyKeys.reminders(elderlyId) });
  const stats = useQuery<ReminderStats>({ queryKey: familyKeys.stats(elderlyId) });
  const isPrivate = [activities, today, upcoming, all, stats].some((q) => getErrorStatus(q.error) === 403);
  return { activities, today, upcoming, all, stats, isPrivate };
}

/** The latest known activity: the relatives list and the newest activity record, whichever is later. */
export function latestActivity(
  relativeLast: string | null,
  activities: readonly ActivityRecord[] | undefined,
) {
  const times = [relativeLast, ...(activities ?? []).map((a) => a.createdAt)]
    .filter((t): t is string => !!t)
    .map((t) => new Date(t).getTime())
    .filter((t) => Number.isFinite(t));
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}
