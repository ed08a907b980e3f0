import type { FamilyMessage } from "@shared/api/family-messages";
import { CheckCheck } from "lucide-react";
import { cn } from "@/lib/cn";
import { instantLabel } from "../common/time-labels";

type MessageBubbleProps = { message: FamilyMessage; isOwn: boolean; now: Date; timezone: string };

/** One message: own ones on the right with 'Enviado' or 'Leído', the person's on the left with the name. */
export function MessageBubble({ message, isOwn, now, timezone }: MessageBubbleProps) {
  const when = instantLabel(new Date(message.createdAt), now, timezone);
  return (
    <div className={cn("flex", isOwn ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "flex max-w-[85%] min-w-0 flex-col gap-1 rounded-2xl px-4 py-3",
          isOwn ? "bg-brand-700 text-white" : "border border-slate-300 bg-white text-slate-900",
        )}
      >
        <p className={cn("text-sm font-semibold", isOwn ? "text-white" : "text-slate-800")}>
          {isOwn ? "Usted" : message.fromName}
          <span className="sr-only"> escribió:</span>
        </p>
        <p className="text-lg break-words whitespace-pre-wrap">{message.content}</p>
        <p
          className={cn(
            "flex flex-wrap items-center gap-x-2 text-sm",
            isOwn ? "text-white" : "text-slate-700",
          )}
        >
          <time dateTime={message.createdAt}>{when}</time>
          {isOwn ? (
            message.isRead ? (
              <span className="inline-flex items-center gap-1 font-semibold">
                <CheckCheck aria-hidden="true" className="h-4 w-4" />
                Leído
              </span>
            ) : (
              <span>Enviado</span>
            )
          ) : null}
        </p>
      </div>
    </div>
  );
}
