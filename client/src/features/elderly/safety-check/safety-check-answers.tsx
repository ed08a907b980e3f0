import { SAFETY_CHECK_BUTTONS } from "@shared/domain/safety-check";
import { Siren, ThumbsUp } from "lucide-react";
import { cn } from "@/lib/cn";
import { useAnswerSafetyCheck } from "./use-safety-check";

const buttonClasses =
  "flex min-h-target grow basis-72 items-center justify-center gap-3 rounded-2xl border-4 px-6 py-3 text-2xl font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-80";

/**
 * The two answers to '¿Está bien?', large, side by side only when both fit on one line each. aria-disabled while sending, so the
 * focus stays where it was; a second tap meanwhile does nothing.
 */
export function SafetyCheckAnswers({ userId, checkId, labelledBy }: { userId: string; checkId: string; labelledBy: string }) {
  const answer = useAnswerSafetyCheck(userId);
  const send = (value: "help" | "fine") => {
    if (!answer.isPending) answer.mutate({ id: checkId, answer: value });
  };
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-wrap gap-3">
      <button
        type="button"
        onClick={() => send("help")}
        aria-disabled={answer.isPending}
        className={cn(buttonClasses, "border-red-800 bg-red-800 text-white hover:bg-red-900")}
      >
        <Siren aria-hidden="true" className="h-8 w-8 shrink-0" />
        {SAFETY_CHECK_BUTTONS.help}
      </button>
      <button
        type="button"
        onClick={() => send("fine")}
        aria-disabled={answer.isPending}
        className={cn(buttonClasses, "border-brand-700 bg-white text-brand-800 hover:bg-brand-50")}
      >
        <ThumbsUp aria-hidden="true" className="h-8 w-8 shrink-0" />
        {SAFETY_CHECK_BUTTONS.fine}
      </button>
    </div>
  );
}
