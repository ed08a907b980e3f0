import type { FamilyMessage } from "@shared/api/family-messages";
import { Reply } from "lucide-react";
import type { ReactNode } from "react";
import { ReadAloudButton } from "@/components/read-aloud-button";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { absoluteTime, relativeTime } from "./relative-time";

type Props = {
  message: FamilyMessage;
  isMine: boolean;
  isNew: boolean;
  now: Date;
  timezone: string;
  /** Present when the sender is an approved relative: opens the reply box under the card. */
  reply?: { isOpen: boolean; onToggle: () => void; box: ReactNode };
};

/** One message: who, when ('Hace 2 horas'), 'Nuevo', the text, read aloud and reply. */
export function MessageCard({ message, isMine, isNew, now, timezone, reply }: Props) {
  const textId = `message-${message.id}-text`;
  const author = isMine ? `Usted escribió a ${message.toName}` : message.fromName;
  return (
    <li
      aria-labelledby={`message-${message.id}-author`}
      className={cn(
        "flex flex-col gap-4 rounded-3xl border-2 p-5 text-slate-900",
        isMine ? "border-slate-400 bg-slate-100 sm:ml-12" : "border-brand-700 bg-white",
        isNew && "border-4",
      )}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h3 id={`message-${message.id}-author`} className="text-2xl font-bold">
          {author}
        </h3>
        {isNew ? (
          <span className="rounded-full bg-red-800 px-3 py-1 text-lg font-bold text-white">Nuevo</span>
        ) : null}
        <time
          dateTime={message.createdAt}
          title={absoluteTime(message.createdAt, timezone)}
          className="text-xl text-slate-800"
        >
          {relativeTime(message.createdAt, now)}
        </time>
      </div>
      <p id={textId} className="text-2xl break-words whitespace-pre-line">
        {message.content}
      </p>
      <div className="flex flex-wrap gap-3">
        <ReadAloudButton
          size="xl"
          describedBy={textId}
          text={isMine ? message.content : `Mensaje de ${message.fromName}. ${message.content}`}
        />
        {reply ? (
          <Button size="xl" aria-expanded={reply.isOpen} aria-describedby={textId} onClick={reply.onToggle}>
            <Reply aria-hidden="true" className="h-7 w-7" />
            {reply.isOpen ? "Cerrar respuesta" : "Responder"}
          </Button>
        ) : null}
      </div>
      {reply?.isOpen ? reply.box : null}
    </li>
  );
}
