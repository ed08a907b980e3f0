import { noticeEndpoints as api } from "@shared/api/routes";
import type { AudienceCount, NoticeAudienceInput, NoticeDetail, NoticeSummary, SendNoticeRequest } from "@shared/api/notices";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import type { AudienceDraft } from "./audience-fields";

/** Same rhythm as the alert list: confirmations arrive as the tablets send them. */
const POLL_MS = 30_000;

const listKey = queryKeyOf(api.list);

/** GET /api/notices: the municipality's latest notices and their counts. */
export function useSentNotices() {
  return useQuery<NoticeSummary[]>({ queryKey: listKey, refetchInterval: POLL_MS });
}

/** The group as a query string: only what is chosen, ages as typed (the server says when one is wrong). */
function audienceQuery(draft: AudienceDraft) {
  if (!draft.isGroup) return {};
  return {
    ageFrom: draft.ageFrom.trim() || undefined,
    ageTo: draft.ageTo.trim() || undefined,
    condition: draft.condition || undefined,
    district: draft.district || undefined,
    isLivingAloneOnly: draft.isLivingAloneOnly ? "true" : undefined,
  };
}

/** The group as the send request carries it. */
export function audienceOf(draft: AudienceDraft): NoticeAudienceInput {
  const query = audienceQuery(draft);
  const age = (typed: string | undefined) => (typed === undefined ? null : Number(typed));
  return {
    ageFrom: age(query.ageFrom),
    ageTo: age(query.ageTo),
    condition: query.condition ?? null,
    district: query.district ?? null,
    isLivingAloneOnly: !!query.isLivingAloneOnly,
  };
}

/** GET /api/notice-audience: how many people the group reaches, and what groups there are to choose from. */
export function useAudienceCount(draft: AudienceDraft) {
  const query = audienceQuery(draft);
  return useQuery<AudienceCount>({
    queryKey: [...queryKeyOf(api.audience), JSON.stringify(query)],
    queryFn: () => callEndpoint(api.audience, { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /api/notices: sends it; the list shows it at once. */
export function useSendNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendNoticeRequest) => callEndpoint(api.send, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** GET /api/notices/{id}: who confirmed, and who to call. */
export function useNoticeDetail(id: string) {
  return useQuery<NoticeDetail>({
    queryKey: queryKeyOf(api.detail, { id }),
    refetchInterval: POLL_MS,
    retry: false,
  });
}
