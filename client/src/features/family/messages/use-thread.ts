import { type FamilyMessage, MESSAGE_PAGE_SIZE } from "@shared/api/family-messages";
import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { apiJson } from "@/lib/query-client";
import { familyKeys } from "../common/family-keys";

type Pages = InfiniteData<FamilyMessage[], string | null>;

export function threadUrl(elderlyId: string, before: string | null): string {
  const query = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
  if (before) query.set("before", before);
  return `/api/messages/${elderlyId}?${query.toString()}`;
}

/**
 * The conversation with the person, newest first from the server, a page at a time with `before=`.
 * Loaded afresh on every visit so replies and 'Leído' receipts are current.
 */
export function useThread(elderlyId: string) {
  const queryClient = useQueryClient();
  const queryKey = familyKeys.thread(elderlyId);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => apiJson<FamilyMessage[]>("GET", threadUrl(elderlyId, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) =>
      lastPage.length < MESSAGE_PAGE_SIZE ? null : (lastPage.at(-1)?.createdAt ?? null),
    refetchOnMount: "always",
  });

  /** Puts a message just sent at the newest end without reloading. */
  const addSent = useCallback(
    (message: FamilyMessage) =>
      queryClient.setQueryData<Pages>(queryKey, (data) =>
        data
          ? { ...data, pages: [[message, ...(data.pages[0] ?? [])], ...data.pages.slice(1)] }
          : { pages: [[message]], pageParams: [null] },
      ),
    [queryClient, queryKey],
  );

  const messages = useMemo(() => oldestFirst(query.data?.pages ?? []), [query.data]);
  return { query, messages, addSent };
}

/** Oldest first, for display with the newest at the bottom (a message repeated across pages shown once). */
export function oldestFirst(pages: readonly FamilyMessage[][]): FamilyMessage[] {
  const seen = new Set<string>();
  const list: FamilyMessage[] = [];
  for (const message of pages.flat()) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    list.push(message);
  }
  return list.reverse();
}
