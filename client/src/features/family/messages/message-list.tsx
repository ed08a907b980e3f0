import type { FamilyMessage } from "@shared/api/family-messages";
import { useEffect, useRef } from "react";
import { MessageBubble } from "./message-bubble";

type MessageListProps = {
  messages: readonly FamilyMessage[];
  familyUserId: string;
  elderlyFirstName: string;
  now: Date;
  timezone: string;
};

/** The conversation, oldest at the top; the newest stays in view on load, after sending and on a reply. */
export function MessageList({ messages, familyUserId, elderlyFirstName, now, timezone }: MessageListProps) {
  const listRef = useRef<HTMLElement>(null);
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    if (newestId && listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight;
  }, [newestId]);

  return (
    <section
      ref={listRef}
      // a scrollable region must be reachable by keyboard.
      tabIndex={0}
      aria-label={`Mensajes con ${elderlyFirstName}`}
      className="max-h-[60vh] overflow-y-auto rounded-xl bg-slate-50 p-2 sm:p-3"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <li key={message.id}>
            <MessageBubble
              message={message}
              isOwn={message.fromUserId === familyUserId}
              now={now}
              timezone={timezone}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
