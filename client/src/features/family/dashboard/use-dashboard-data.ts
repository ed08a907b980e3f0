import type { ActivityRecord, ActivityToday } from "@shared/api/elderly";
import type { Reminder, ReminderStats } from "@shared/api/reminders";
import { localDate } from "@shared/domain/time";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { getErrorStatus } from "@/lib/query-client";
import { familyKeys } from "../common/family-keys";

/** Everything the consented dashboard reads about the person (each answer may be 403 'Información privada'). */
export function useDashboardData(elderlyId: string, now: Date, timezone: string) {
  const activities = useQuery<ActivityRecord[]>({ queryKey: familyKeys.activities(elderlyId) });
  const activityToday = useQuery<ActivityToday>({ queryKey: familyKeys.activityToday(elderlyId) });
  const today = useQuery<Reminder[]>({ queryKey: familyKeys.todayReminders(elderlyId) });
  const upcoming = useQuery<Reminder[]>({ queryKey: familyKeys.upcomingReminders(elderlyId) });
  const all = useQuery<Reminder[]>({ queryKey: familyKeys.reminders(elderlyId) });
  const stats = useQuery<ReminderStats>({ queryKey: familyKeys.stats(elderlyId) });
  const isPrivate = [activities, activityToday, today, upcoming, all, stats].some(
    (q) => getErrorStatus(q.error) === 403,
  );
  useNewDayRefresh(elderlyId, localDate(now, timezone));
  return { activities, activityToday, today, upcoming, all, stats, isPrivate };
}

/** When the local date changes with the screen open, "today" answers are reloaded (they were yesterday's). */
export function useNewDayRefresh(elderlyId: string, date: string) {
  const queryClient = useQueryClient();
  const shownDate = useRef(date);
  useEffect(() => {
    if (shownDate.current === date) return;
    shownDate.current = date;
    void queryClient.invalidateQueries({ queryKey: familyKeys.activities(elderlyId) });
    void queryClient.invalidateQueries({ queryKey: familyKeys.reminders(elderlyId) });
  }, [date, elderlyId, queryClient]);
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
