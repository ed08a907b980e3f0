import { messageEndpoints } from "@shared/api/routes";
import type { FamilyMessage } from "@shared/api/family-messages";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { callEndpoint } from "@/lib/endpoint-client";
import { familyKeys } from "../common/family-keys";

/** Incoming messages shown on screen are marked read (PATCH once each); the unread count is refreshed. */
export function useMarkRead(familyUserId: string, messages: readonly FamilyMessage[]): void {
  const queryClient = useQueryClient();
  const markedRef = useRef(new Set<string>());

  useEffect(() => {
    const unread = messages.filter(
      (m) => m.toUserId === familyUserId && !m.isRead && !markedRef.current.has(m.id),
    );
    if (unread.length === 0) return;
    for (const m of unread) markedRef.current.add(m.id);
    void Promise.allSettled(
      unread.map((m) =>
        callEndpoint(messageEndpoints.markRead, { params: { id: m.id } }).catch((error: unknown) => {
          // Tried again the next time the list changes.
          markedRef.current.delete(m.id);
          throw error;
        }),
      ),
    ).then(() => queryClient.invalidateQueries({ queryKey: familyKeys.unreadCount(familyUserId) }));
  }, [messages, familyUserId, queryClient]);
}
