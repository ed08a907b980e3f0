import type { Reminder } from "@shared/api/reminders";
import { dueForTakeover, snoozeUntil } from "@shared/domain/reminder-takeover";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { speak, stopSpeaking } from "@/components/speech";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useIsReminderHeld } from "@/lib/reminder-hold";
import { elderlyKeys } from "../common/elderly-keys";
import { usePublishReminderShowing } from "../common/full-screen-reminder";
import { useElderlyUser } from "../common/use-elderly-user";
import { useNow } from "../common/use-now";
import { useTakeoverKeys } from "../common/use-takeover-keys";
import { completeOrQueue, QUEUED_TOAST } from "../offline/complete-or-queue";
import { useQueuedKeys } from "../offline/completion-queue";
import { notifyInBackground } from "../offline/system-notification";
import { playChime } from "./chime";
import { REMINDER_ICONS } from "./reminder-look";

/** What is read aloud after the chime. */
export const takeoverSpeech = (r: Pick<Reminder, "reminderTime" | "title" | "description">) =>
  [`Recordatorio de las ${r.reminderTime}.`, `${r.title}.`, r.description].filter(Boolean).join(" ");

/**
 * At a reminder's time, on any screen, a full-screen alert dialog with the reminder, read
 * aloud after a chime, and two answers: 'Hecho' (completes it) and 'Más tarde' (back in 10 minutes).
 * Several due at once come one after another; a memory exercise holds them until its result screen.
 */
export default function ReminderTakeover() {
  const { userId, timezone } = useElderlyUser();
  const now = useNow(15_000);
  const isHeld = useIsReminderHeld();
  const queryClient = useQueryClient();
  const today = useQuery<Reminder[]>({
    queryKey: elderlyKeys.todayReminders(userId),
    enabled: !!userId,
    refetchInterval: 5 * 60_000,
    // Offline, the service worker answers with the last copy: the reminders still come on time.
    networkMode: "offlineFirst",
  });
  const [snoozes, setSnoozes] = useState<Record<string, number>>({});
  const [handled, setHandled] = useState<ReadonlySet<string>>(() => new Set());
  const queued = useQueuedKeys(userId);
  const queue = dueForTakeover(today.data ?? [], snoozes, new Set([...handled, ...queued]), now, timezone);
  const current = isHeld ? undefined : queue[0];
  const reminder = current ? today.data?.find((r) => r.id === current.id) : undefined;
  // A notice waits while this is on screen (never two full-screen things at once).
  usePublishReminderShowing(!!reminder);

  const complete = useMutation({
    mutationFn: (target: { id: string; occurrenceDate: string }) =>
      completeOrQueue({ userId, reminderId: target.id, occurrenceDate: target.occurrenceDate }),
    // Offline it must run (and queue), not wait for a connection.
    networkMode: "always",
    onSuccess: (result) =>
      toast(
        result.kind === "queued"
          ? QUEUED_TOAST
          : { title: "¡Bien hecho!", description: "Recordatorio marcado como completado" },
      ),
    onError: (_err, target) => {
      setHandled((prev) => new Set([...prev].filter((key) => !key.startsWith(`${target.id}|`))));
      toast({ title: "No se pudo marcar el recordatorio", variant: "destructive" });
    },
    onSettled: (result) =>
      result?.kind === "queued" ? undefined : queryClient.invalidateQueries({ queryKey: elderlyKeys.reminders(userId) }),
  });

  const doneRef = useRef<HTMLButtonElement>(null);
  const laterRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useTakeoverKeys(boxRef, !!reminder);
  const key = reminder && current ? current.key : null;
  const speech = reminder ? takeoverSpeech(reminder) : "";
  const time = reminder?.reminderTime ?? "";
  const notice = reminder ? [reminder.title, reminder.description].filter(Boolean).join(". ") : "";

  // A new reminder on screen: take the focus (given back when the queue empties), chime, then speak.
  useEffect(() => {
    if (!key) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    doneRef.current?.focus();
    let isCancelled = false;
    void playChime().then(() => {
      if (!isCancelled) speak(speech);
    });
    void notifyInBackground({ key, title: `Recordatorio de las ${time}`, body: notice });
    return () => {
      isCancelled = true;
      stopSpeaking();
      if (previous?.isConnected) previous.focus();
    };
  }, [key, speech, time, notice]);

  if (!reminder || !current) return null;
  const Icon = REMINDER_ICONS[reminder.type];

  const answerDone = () => {
    setHandled((prev) => new Set(prev).add(current.key));
    complete.mutate({ id: reminder.id, occurrenceDate: current.occurrenceDate });
  };
  const answerLater = () => setSnoozes((prev) => ({ ...prev, [current.key]: snoozeUntil(new Date()).getTime() }));
  // Keyboard: Escape means 'Más tarde'; Tab goes round the two answers and 'Ayuda profesional' (useTakeoverKeys).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    answerLater();
  };

  // It fills the screen above the help bar: 'Ayuda profesional' is never covered, and stays reachable.
  return (
    <div
      ref={boxRef}
      role="alertdialog"
      aria-labelledby="takeover-title"
      aria-describedby={reminder.description ? "takeover-time takeover-description" : "takeover-time"}
      className="fixed inset-x-0 top-0 bottom-[var(--help-bar-height,0px)] z-[200] flex flex-col items-center justify-center gap-6 overflow-y-auto bg-amber-50 p-6 text-center text-slate-900"
    >
      <Icon aria-hidden="true" className="h-24 w-24 shrink-0" />
      <p className="text-3xl font-semibold">Es la hora de su recordatorio</p>
      <p id="takeover-time" className="text-5xl font-bold">
        <time>{reminder.reminderTime}</time>
      </p>
      <h2 id="takeover-title" className="text-4xl font-bold break-words">
        {reminder.title}
      </h2>
      {reminder.description ? (
        <p id="takeover-description" className="text-3xl break-words">
          {reminder.description}
        </p>
      ) : null}
      <div className="flex w-full max-w-3xl flex-col gap-4 sm:flex-row">
        <Button ref={doneRef} onKeyDown={onKeyDown} size="xl" className="min-h-24 flex-1 text-3xl" onClick={answerDone}>
          Hecho
        </Button>
        <Button ref={laterRef} onKeyDown={onKeyDown} size="xl" variant="secondary" className="min-h-24 flex-1 text-3xl" onClick={answerLater}>
          Más tarde
        </Button>
      </div>
      {queue.length > 1 ? (
        <p className="text-2xl">
          {queue.length - 1 === 1 ? "Después, 1 recordatorio más" : `Después, ${queue.length - 1} recordatorios más`}
        </p>
      ) : null}
    </div>
  );
}
