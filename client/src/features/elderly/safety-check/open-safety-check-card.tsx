import { MessageCircleQuestionMark } from "lucide-react";
import { ReadAloudButton } from "@/components/read-aloud-button";
import { SafetyCheckAnswers } from "./safety-check-answers";
import { useOpenSafetyCheck } from "./use-safety-check";

/**
 * The home screen's card while the assistant's '¿Está bien?' waits for an answer (it comes from the server, so it
 * survives reloads). In the page's flow, never over the help bar.
 */
export function OpenSafetyCheckCard({ userId }: { userId: string }) {
  const open = useOpenSafetyCheck(userId);
  const check = open.data;
  if (!check) return null;
  const questionId = `safety-check-${check.id}`;
  return (
    <section aria-labelledby="safety-check-title">
      {/* Not the shared Card: its border and background would win over these (class order, no merging). */}
      <div className="flex flex-col gap-4 rounded-2xl border-4 border-amber-700 bg-amber-50 p-5 shadow-sm">
        <h2 id="safety-check-title" className="flex items-center gap-3 text-2xl font-bold text-slate-900">
          <MessageCircleQuestionMark aria-hidden="true" className="h-9 w-9 shrink-0" />
          El asistente le pregunta
        </h2>
        <p id={questionId} className="text-2xl text-slate-900">
          {check.question}
        </p>
        <ReadAloudButton size="xl" text={check.question} describedBy={questionId} className="self-start" />
        <SafetyCheckAnswers userId={userId} checkId={check.id} labelledBy={questionId} />
      </div>
    </section>
  );
}
