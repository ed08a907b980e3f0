import type { Reminder } from "@shared/api/reminders";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { RefreshReminders } from "@/components/reminders/use-reminder-mutations";
import { professionalKeys } from "../common/professional-keys";

/** GET /api/reminders/{userId} ('Failed to fetch reminders' on failure, docs/behaviour/08-errors.md). */
export function usePersonReminders(userId: string | null) {
  return useQuery<Reminder[]>({ queryKey: professionalKeys.reminders(userId ?? ""), enabled: !!userId });
}

/** After any change the person's reminders and their record (today's reminders) are reloaded. */
export function useRefreshReminders(userId: string): RefreshReminders {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: professionalKeys.reminders(userId) }),
      queryClient.invalidateQueries({ queryKey: professionalKeys.record(userId) }),
    ]);
}
