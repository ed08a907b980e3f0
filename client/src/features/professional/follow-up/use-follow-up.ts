import { followUpEndpoints as api } from "@shared/api/routes";
import type { FollowUpAgenda, FollowUpCall, FollowUpCallRequest, FollowUpPlanRequest, FollowUpPlanResponse } from "@shared/api/follow-up";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";

/** 'Llamadas de hoy' is reread every minute: signs (a missed greeting, 'Mal') arrive during the day. */
const AGENDA_POLL_MS = 60_000;

export const agendaKey = () => queryKeyOf(api.today);
const planKey = (userId: string) => queryKeyOf(api.getPlan, { id: userId });
const callsKey = (userId: string) => queryKeyOf(api.calls, { id: userId });

export const useAgenda = () => useQuery<FollowUpAgenda>({ queryKey: agendaKey(), refetchInterval: AGENDA_POLL_MS });
export const useFollowUpPlan = (userId: string) => useQuery<FollowUpPlanResponse>({ queryKey: planKey(userId) });
export const useFollowUpCalls = (userId: string) => useQuery<FollowUpCall[]>({ queryKey: callsKey(userId) });

/** Logs a contact; the agenda, the plan's next date and the history are reread. */
export function useLogCall(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FollowUpCallRequest) => callEndpoint(api.logCall, { params: { id: userId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<FollowUpPlanResponse>(planKey(userId), { plan: saved.plan });
      void queryClient.invalidateQueries({ queryKey: agendaKey() });
      void queryClient.invalidateQueries({ queryKey: callsKey(userId) });
    },
  });
}

export function useSavePlan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FollowUpPlanRequest) => callEndpoint(api.putPlan, { params: { id: userId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<FollowUpPlanResponse>(planKey(userId), saved);
      void queryClient.invalidateQueries({ queryKey: agendaKey() });
    },
  });
}
