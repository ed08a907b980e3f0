import { messageEndpoints } from "@shared/api/routes";
import type { FamilyMessage } from "@shared/api/family-messages";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { callEndpoint } from "@/lib/endpoint-client";
import { elderlyKeys } from "../common/elderly-keys";
import { logFailure } from "../common/log-failure";

/**
 * Opening the screen opens the messages: every unread one addressed to the person is marked read
 * (PATCH, once each). The list keeps its 'Nuevo' badges for this visit; the home badge is refreshed.
 */
export function useMarkRead(userId: string, messages: readonly FamilyMessage[]): void {
  const queryClient = useQueryClient();
  const markedRef = useRef(new Set<string>());

  useEffect(() => {
    const unread = messages.filter((m) => m.toUserId === userId && !m.isRead && !markedRef.current.has(m.id));
    if (unread.length === 0) return;
    for (const m of unread) markedRef.current.add(m.id);
    void Promise.allSettled(
      unread.map((m) =>
        callEndpoint(messageEndpoints.markRead, { params: { id: m.id } }).catch((error: unknown) => {
          markedRef.current.delete(m.id);
          logFailure("No se pudo marcar el mensaje como leído", error);
          throw error;
        }),
      ),
    ).then(() => queryClient.invalidateQueries({ queryKey: elderlyKeys.unreadCount(userId) }));
  }, [messages, userId, queryClient]);
}
