import { Bot, PenLine, User } from "lucide-react";
import { forwardRef } from "react";
import { useLocation } from "wouter";
import { ReadAloudButton } from "@/components/read-aloud-button";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { writeSessionDraft } from "@/lib/session-draft";
import { FAMILY_MESSAGE_DRAFT } from "../common/family-message-draft";
import { useElderlyUser } from "../common/use-elderly-user";
import { SafetyCheckAnswers } from "../safety-check/safety-check-answers";
import { useOpenSafetyCheck } from "../safety-check/use-safety-check";
import { CallStaffOffer } from "./call-staff-offer";
import type { ChatTurn } from "./use-chat";

type Props = { turns: readonly ChatTurn[]; isSending: boolean };

/**
 * The conversation box: fixed height of 120% of the viewport (docs/behaviour/02-screens.md), scrollable,
 * keyboard-focusable.
 */
export const ChatMessageList = forwardRef<HTMLDivElement, Props>(function ChatMessageList(
  { turns, isSending },
  ref,
) {
  const [, navigate] = useLocation();
  const { userId } = useElderlyUser();
  // The answers show under the question while it is open on the server (answered on the home screen: gone here too).
  const openCheckId = useOpenSafetyCheck(userId).data?.id;
  const writeToFamily = (text: string) => {
    writeSessionDraft(FAMILY_MESSAGE_DRAFT, text);
    navigate("/messages");
  };
  return (
    <div
      ref={ref}
      role="log"
      aria-label="Conversación"
      // a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="h-[120vh] overflow-y-auto rounded-3xl border-2 border-slate-300 bg-slate-50 p-4"
    >
      <ol className="flex flex-col gap-4">
        {turns.map((turn) => {
          const isAssistant = turn.role === "assistant";
          const textId = `chat-${turn.id}`;
          return (
            <li
              key={turn.id}
              data-chat-turn
              className={cn(
                "flex max-w-[90%] flex-col gap-3 rounded-3xl border-2 p-4 text-2xl",
                isAssistant
                  ? "self-start border-brand-700 bg-white text-slate-900"
                  : "self-end border-brand-800 bg-brand-800 text-white",
              )}
            >
              <p className="flex items-center gap-2 text-lg font-bold">
                {isAssistant ? (
                  <Bot aria-hidden="true" className="h-6 w-6" />
                ) : (
                  <User aria-hidden="true" className="h-6 w-6" />
                )}
                {isAssistant ? "Asistente" : "Usted"}
              </p>
              <p id={textId} className="break-words whitespace-pre-line">
                {turn.content}
              </p>
              {isAssistant ? <ReadAloudButton size="xl" text={turn.content} describedBy={textId} /> : null}
              {turn.offer?.kind === "write_family" ? (
                <Button size="xl" variant="secondary" className="self-start" onClick={() => writeToFamily(turn.offer?.text ?? "")}>
                  <PenLine aria-hidden="true" className="h-7 w-7" />
                  Escribir a mi familia
                </Button>
              ) : null}
              {turn.offer?.kind === "call_staff" ? <CallStaffOffer /> : null}
              {turn.safetyCheckId && turn.safetyCheckId === openCheckId ? (
                <SafetyCheckAnswers userId={userId} checkId={turn.safetyCheckId} labelledBy={textId} />
              ) : null}
            </li>
          );
        })}
        {isSending ? (
          <li
            data-chat-turn
            className="self-start rounded-3xl border-2 border-slate-400 bg-white p-4 text-2xl italic text-slate-900"
          >
            Escribiendo...
          </li>
        ) : null}
      </ol>
    </div>
  );
});
