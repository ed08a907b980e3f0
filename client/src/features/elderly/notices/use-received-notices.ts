import { noticeEndpoints as api } from "@shared/api/routes";
import type { ReceivedNotice } from "@shared/api/notices";
import { useMutation, useQuery } from "@tanstack/react-query";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";

/** Same rhythm as the help request's status: a notice reaches the tablet within one poll. */
const POLL_MS = 30_000;

/**
 * The person's notices still waiting for 'Entendido'. Not kept offline: a tablet without connection asks again
 * the moment it is back ("always": the app's queries never go stale by themselves), so the notice shows then.
 */
export function useReceivedNotices(userId: string) {
  return useQuery<ReceivedNotice[]>({
    queryKey: queryKeyOf(api.received, { userId }),
    enabled: !!userId,
    refetchInterval: POLL_MS,
    refetchOnReconnect: "always",
  });
}

/**
 * 'Entendido' and the first showing. Offline, React Query holds the request and sends it when the connection
 * returns; the notice is not shown again meanwhile.
 */
export function useNoticeAnswers() {
  const shown = useMutation({ mutationFn: (id: string) => callEndpoint(api.markShown, { params: { id } }) });
  const confirm = useMutation({
    mutationFn: (id: string) => callEndpoint(api.confirm, { params: { id } }),
    retry: 3,
  });
  return { markShown: shown.mutate, confirm: confirm.mutate };
}
