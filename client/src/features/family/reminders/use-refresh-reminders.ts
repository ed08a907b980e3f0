import { useQueryClient } from "@tanstack/react-query";
import type { RefreshReminders } from "@/components/reminders/use-reminder-mutations";
import { getErrorStatus } from "@/lib/query-client";
import { familyKeys } from "../common/family-keys";

/** After any answer the person's reminder lists are reloaded; a 403 means the consent changed. */
export function useRefreshReminders(elderlyId: string): RefreshReminders {
  const queryClient = useQueryClient();
  return (error) => {
    if (getErrorStatus(error) === 403) void queryClient.invalidateQueries({ queryKey: familyKeys.relatives });
    return queryClient.invalidateQueries({ queryKey: familyKeys.reminders(elderlyId) });
  };
}
