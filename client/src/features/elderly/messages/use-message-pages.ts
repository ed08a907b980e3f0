import type { FamilyMessage } from "@shared/api/family-messages";
import { MESSAGE_PAGE_SIZE } from "@shared/api/messages";
import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiJson } from "@/lib/query-client";
import { elderlyKeys } from "../common/elderly-keys";

type Pages = InfiniteData<FamilyMessage[], string | null>;

export function messagesUrl(userId: string, before: string | null): string {
  const query = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
  if (before) query.set("before", before);
  return `/api/messages/${userId}?${query.toString()}`;
}

/**
 * The person's messages (sent and received), newest first, a page at a time with `before=`.
 * Loaded afresh on every visit so 'Nuevo' reflects what the server knows.
 */
export function useMessagePages(userId: string) {
  const queryClient = useQueryClient();
  const queryKey = elderlyKeys.messagePages(userId);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => apiJson<FamilyMessage[]>("GET", messagesUrl(userId, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) =>
      lastPage.length < MESSAGE_PAGE_SIZE ? null : (lastPage.at(-1)?.createdAt ?? null),
    enabled: !!userId,
    refetchOnMount: "always",
  });

  /** Puts a message just sent at the top of the list without reloading it. */
  const prepend = useCallback(
    (message: FamilyMessage) =>
      queryClient.setQueryData<Pages>(queryKey, (data) =>
        data
          ? { ...data, pages: [[message, ...(data.pages[0] ?? [])], ...data.pages.slice(1)] }
          : { pages: [[message]], pageParams: [null] },
      ),
    [queryClient, queryKey],
  );

  const messages = query.data?.pages.flat() ?? [];
  return { query, messages, prepend };
}
