import type { FamilyMessage } from "@shared/api/family-messages";
import { useMemo } from "react";
import { useMessagePages } from "@/lib/message-pages";
import { familyKeys } from "../common/family-keys";

/** The conversation with the person, shown oldest first (newest at the bottom), with replies and 'Leído' current. */
export function useThread(elderlyId: string) {
  const { query, pages, prepend } = useMessagePages(elderlyId, familyKeys.thread(elderlyId));
  const messages = useMemo(() => oldestFirst(pages ?? []), [pages]);
  return { query, messages, addSent: prepend };
}

/** Oldest first, for display with the newest at the bottom (a message repeated across pages shown once). */
function oldestFirst(pages: readonly FamilyMessage[][]): FamilyMessage[] {
  const seen = new Set<string>();
  const list: FamilyMessage[] = [];
  for (const message of pages.flat()) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    list.push(message);
  }
  return list.reverse();
}
