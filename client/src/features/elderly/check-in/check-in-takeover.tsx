import { useEffect, useRef } from "react";
import { speak, stopSpeaking } from "@/components/speech";
import { Button } from "@/components/ui/button";
import { useIsReminderHeld } from "@/lib/reminder-hold";
import { useIsReminderShowing, usePublishCheckInShowing } from "../common/full-screen-reminder";
import { useElderlyUser } from "../common/use-elderly-user";
import { useNow } from "../common/use-now";
import { useTakeoverKeys } from "../common/use-takeover-keys";
import { playChime } from "../reminders/chime";
import { useCheckIn } from "./use-check-in";
import { CHECK_IN_BUTTONS, checkInWording } from "./wording";

/**
 * The morning check-in: at the plan's time, on any screen, a full-screen greeting read aloud, '¿Cómo se
 * encuentra hoy?', with 'Bien', 'Regular' and 'Mal'; after 'Mal', '¿Quiere que le llame el personal?'. It waits
 * while a reminder is on screen or a memory exercise holds reminders back, and stays until answered.
 */
export default function CheckInTakeover() {
  const { userId, timezone, formOfAddress } = useElderlyUser();
  const now = useNow(15_000);
  const isReminderShowing = useIsReminderShowing();
  const isHeld = useIsReminderHeld();
  const { step: due, answer, answerCall } = useCheckIn(userId, timezone, now, true);
  const step = isReminderShowing || isHeld ? null : due;
  usePublishCheckInShowing(step !== null);
  const w = checkInWording(formOfAddress);
  const question = step === "call" ? w.callQuestion : w.question;

  const firstRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useTakeoverKeys(boxRef, step !== null);

  // On screen (or on to the call question): take the focus (given back afterwards), chime, then read it aloud.
  useEffect(() => {
    if (!step) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    firstRef.current?.focus();
    let isCancelled = false;
    void playChime().then(() => {
      if (!isCancelled) speak(question);
    });
    return () => {
      isCancelled = true;
      stopSpeaking();
      if (previous?.isConnected) previous.focus();
    };
  }, [step, question]);

  if (!step) return null;

  // Above the help bar, like the reminder: 'Ayuda profesional' is never covered and stays reachable.
  return (
    <div
      ref={boxRef}
      role="alertdialog"
      aria-labelledby="check-in-title"
      className="fixed inset-x-0 top-0 bottom-[var(--help-bar-height,0px)] z-[200] flex flex-col items-center justify-center gap-8 overflow-y-auto bg-sky-50 p-6 text-center text-slate-900"
    >
      {step === "question" ? <p className="text-3xl font-semibold">Buenos días</p> : null}
      <h2 id="check-in-title" className="text-5xl font-bold break-words">
        {question}
      </h2>
      <div className="flex w-full max-w-3xl flex-col gap-4 sm:flex-row">
        {step === "question"
          ? CHECK_IN_BUTTONS.map(({ answer: value, label }, index) => (
              <Button
                key={value}
                ref={index === 0 ? firstRef : undefined}
                size="xl"
                variant={index === 0 ? "primary" : "secondary"}
                className="min-h-24 flex-1 text-4xl"
                onClick={() => answer(value)}
              >
                {label}
              </Button>
            ))
          : (
            <>
              <Button ref={firstRef} size="xl" className="min-h-24 flex-1 text-4xl" onClick={() => answerCall(true)}>
                Sí
              </Button>
              <Button size="xl" variant="secondary" className="min-h-24 flex-1 text-4xl" onClick={() => answerCall(false)}>
                No
              </Button>
            </>
          )}
      </div>
    </div>
  );
}
