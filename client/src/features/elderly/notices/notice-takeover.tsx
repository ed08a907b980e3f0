import { Megaphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { speak, stopSpeaking } from "@/components/speech";
import { Button } from "@/components/ui/button";
import { useElderlyUser } from "../common/use-elderly-user";
import { useIsCheckInShowing, useIsReminderShowing } from "../common/full-screen-reminder";
import { useTakeoverKeys } from "../common/use-takeover-keys";
import { notifyInBackground } from "../offline/system-notification";
import { playChime } from "../reminders/chime";
import { useNoticeAnswers, useReceivedNotices } from "./use-received-notices";

/** What is read aloud after the chime. */
export const noticeSpeech = (notice: { title: string; body: string }) =>
  `Aviso del programa. ${notice.title}. ${notice.body}`;

/**
 * A notice from the programme's staff, on any screen: full-screen, read aloud after a chime, with one answer,
 * 'Entendido', which confirms it. Several come one after another; the full-screen reminder goes first.
 */
export default function NoticeTakeover() {
  const { userId } = useElderlyUser();
  const received = useReceivedNotices(userId);
  const { markShown, confirm } = useNoticeAnswers();
  const isReminderShowing = useIsReminderShowing();
  const isCheckInShowing = useIsCheckInShowing();
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());
  const queue = (received.data ?? []).filter((notice) => !answered.has(notice.id));
  const notice = isReminderShowing || isCheckInShowing ? undefined : queue[0];
  const okRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useTakeoverKeys(boxRef, !!notice);
  const id = notice?.id ?? null;
  const speech = notice ? noticeSpeech(notice) : "";
  const title = notice?.title ?? "";
  const body = notice?.body ?? "";

  // A notice on screen: take the focus (given back afterwards), record the showing, chime, then speak.
  useEffect(() => {
    if (!id) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    okRef.current?.focus();
    markShown(id);
    let isCancelled = false;
    void playChime().then(() => {
      if (!isCancelled) speak(speech);
    });
    void notifyInBackground({ key: `notice-${id}`, title, body });
    return () => {
      isCancelled = true;
      stopSpeaking();
      if (previous?.isConnected) previous.focus();
    };
  }, [id, speech, title, body, markShown]);

  if (!notice) return null;

  const understood = () => {
    setAnswered((prev) => new Set(prev).add(notice.id));
    confirm(notice.id);
  };
  // It fills the screen above the help bar: 'Ayuda profesional' is never covered, and stays reachable. The notice
  // closes only by answering it; Tab goes between 'Entendido' and the help button (useTakeoverKeys).
  return (
    <div
      ref={boxRef}
      role="alertdialog"
      aria-labelledby="notice-title"
      aria-describedby="notice-body"
      className="fixed inset-x-0 top-0 bottom-[var(--help-bar-height,0px)] z-[200] flex flex-col items-center justify-center gap-6 overflow-y-auto bg-white p-6 text-center text-slate-900"
    >
      <Megaphone aria-hidden="true" className="h-24 w-24 shrink-0" />
      <p className="text-3xl font-semibold">Aviso del programa</p>
      <h2 id="notice-title" className="text-4xl font-bold break-words">
        {notice.title}
      </h2>
      <p id="notice-body" className="max-w-4xl text-3xl break-words whitespace-pre-line">
        {notice.body}
      </p>
      <Button ref={okRef} size="xl" className="min-h-24 w-full max-w-3xl text-3xl" onClick={understood}>
        Entendido
      </Button>
      {queue.length > 1 ? (
        <p className="text-2xl">{queue.length - 1 === 1 ? "Después, 1 aviso más" : `Después, ${queue.length - 1} avisos más`}</p>
      ) : null}
    </div>
  );
}
