import { useMessagePages as useConversationPages } from "@/lib/message-pages";
import { elderlyKeys } from "../common/elderly-keys";

/** The person's messages (sent and received), newest first. */
export function useMessagePages(userId: string) {
  const { query, pages, prepend } = useConversationPages(userId, elderlyKeys.messagePages(userId));
  return { query, messages: pages?.flat() ?? [], prepend };
}
