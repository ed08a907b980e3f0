import { messageEndpoints } from "@shared/api/routes";
import { endpointUrl } from "@shared/api/contract";
import type { FamilyMessage } from "@shared/api/family-messages";
import { MESSAGE_PAGE_SIZE } from "@shared/api/messages";
import { type InfiniteData, type QueryKey, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiJson } from "./query-client";

type Pages = InfiniteData<FamilyMessage[], string | null>;

/** GET /api/messages/{userId}: a page of the conversation, newest first, older than `before` when given. */
function messagesUrl(userId: string, before: string | null): string {
  return endpointUrl(messageEndpoints.list, { userId }, { limit: MESSAGE_PAGE_SIZE, before: before ?? undefined });
}

/**
 * The messages between the older person `userId` and their family, newest first, a page at a time with
 * `before=` (the older person's screen and the relative's conversation). Loaded afresh on every visit so 'Nuevo'
 * and 'Leído' reflect what the server knows. `prepend` puts a message just sent at the newest end.
 */
export function useMessagePages(userId: string, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => apiJson<FamilyMessage[]>("GET", messagesUrl(userId, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) =>
      lastPage.length < MESSAGE_PAGE_SIZE ? null : (lastPage.at(-1)?.createdAt ?? null),
    enabled: !!userId,
    refetchOnMount: "always",
  });

  const prepend = useCallback(
    (message: FamilyMessage) =>
      queryClient.setQueryData<Pages>(queryKey, (data) =>
        data
          ? { ...data, pages: [[message, ...(data.pages[0] ?? [])], ...data.pages.slice(1)] }
          : { pages: [[message]], pageParams: [null] },
      ),
    [queryClient, queryKey],
  );

  return { query, pages: query.data?.pages, prepend };
}
