import { checkInEndpoints } from "@shared/api/routes";
import type { CheckInToday } from "@shared/api/check-in";
import { type CheckInAnswerValue, checkInStatus } from "@shared/domain/check-in";
import { localDate } from "@shared/domain/time";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { queryKeyOf } from "@/lib/endpoint-client";
import { type LocalCheckIn, saveLocalCheckIn, sendLocalCheckIn, useLocalCheckIn } from "./check-in-store";

/** While an answer waits on the device, how often to try again even without an 'online' event. */
const RETRY_MS = 60_000;

export const checkInTodayKey = (userId: string) => queryKeyOf(checkInEndpoints.today, { id: userId });

export type CheckInView = {
  /** What the screen should ask now: the greeting, the call question after 'Mal', or nothing. */
  step: "question" | "call" | null;
  /** Today's answer, from the device or the server. */
  answered: { answer: CheckInAnswerValue; wantsCall: boolean | null } | null;
  /** Staff have the check-in switched on (as last read). */
  isEnabled: boolean;
  answer: (answer: CheckInAnswerValue) => void;
  answerCall: (wantsCall: boolean) => void;
};

/**
 * Today's check-in on the tablet, decided on the device from the plan it last read (so it comes on time
 * offline): due from the plan's time, until answered here or on the server. Answers are kept on the device and
 * sent now or when the connection is back.
 */
export function useCheckIn(userId: string, timezone: string, now: Date, isSender = false): CheckInView {
  const queryClient = useQueryClient();
  const today = useQuery<CheckInToday>({
    queryKey: checkInTodayKey(userId),
    enabled: !!userId,
    refetchInterval: 5 * 60_000,
    networkMode: "offlineFirst",
  });
  const local = useLocalCheckIn(userId);
  const date = localDate(now, timezone);
  const mine: LocalCheckIn | null = local && local.localDate === date ? local : null;
  const server = today.data && today.data.localDate === date && today.data.answer ? today.data : null;
  const answered = mine
    ? { answer: mine.answer, wantsCall: mine.wantsCall }
    : server?.answer
      ? { answer: server.answer, wantsCall: server.wantsCall ?? null }
      : null;

  const plan = today.data?.plan ?? null;
  const status = plan ? checkInStatus({ plan, answeredAt: null, lastUseAt: null, now, timeZone: timezone }) : "not-due";
  const isDue = status === "pending" || status === "missed";
  const isCallOpen = plan?.isEnabled === true && answered?.answer === "mal" && answered.wantsCall === null;
  const step = answered ? (isCallOpen ? "call" : null) : isDue ? "question" : null;

  const send = useCallback(async () => {
    if (!userId || !navigator.onLine) return;
    if (await sendLocalCheckIn(userId)) await queryClient.invalidateQueries({ queryKey: checkInTodayKey(userId) });
  }, [userId, queryClient]);

  const isWaiting = !!mine && (!mine.isAnswerSent || (mine.wantsCall !== null && !mine.isCallSent));
  // Only the takeover (always mounted) sends; the home's line just reads.
  useEffect(() => {
    if (!isWaiting || !isSender) return;
    void send();
    window.addEventListener("online", send);
    const timer = setInterval(send, RETRY_MS);
    return () => {
      window.removeEventListener("online", send);
      clearInterval(timer);
    };
  }, [isWaiting, isSender, send]);

  const answer = (value: CheckInAnswerValue) =>
    saveLocalCheckIn({
      userId,
      localDate: date,
      answer: value,
      answeredAt: new Date().toISOString(),
      wantsCall: null,
      isAnswerSent: false,
      isCallSent: false,
    });
  const answerCall = (wantsCall: boolean) => {
    const base: LocalCheckIn = mine ?? {
      userId,
      localDate: date,
      answer: "mal",
      answeredAt: new Date().toISOString(),
      wantsCall: null,
      isAnswerSent: true,
      isCallSent: false,
    };
    saveLocalCheckIn({ ...base, wantsCall, isCallSent: false });
  };
  return { step, answered, isEnabled: plan?.isEnabled === true, answer, answerCall };
}
