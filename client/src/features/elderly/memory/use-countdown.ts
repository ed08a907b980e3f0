import {
  type Countdown,
  crossedAnnouncement,
  extendCountdown,
  extraSecondsFor,
  isCountdownOver,
  pauseCountdown,
  remainingSeconds,
  resumeCountdown,
  spokenSeconds,
  startCountdown,
} from "@shared/domain/memory";
import { useEffect, useRef, useState } from "react";
import { getNoTimeLimit, subscribeNoTimeLimit } from "@/lib/time-limit";

/** How often the time left is looked at: the shown second and the end are at most this late. */
const TICK_MS = 200;

function isPageHidden(): boolean {
  return typeof document !== "undefined" && document.visibilityState === "hidden";
}

/** Why the countdown is not running; it runs only when none holds. `isWaiting`: what it times is not in view yet. */
type Holds = { isHeld: boolean; isHidden: boolean; isUnlimited: boolean; isWaiting: boolean };
type Clock = { countdown: Countdown; now: number; holds: Holds };

const isRunnable = (holds: Holds) => !holds.isHeld && !holds.isHidden && !holds.isUnlimited && !holds.isWaiting;

function startClock(seconds: number, isWaiting: boolean): Clock {
  const now = Date.now();
  const holds = { isHeld: false, isHidden: isPageHidden(), isUnlimited: getNoTimeLimit(), isWaiting };
  const started = startCountdown(seconds, now);
  return { countdown: isRunnable(holds) ? started : pauseCountdown(started, now), now, holds };
}

export type CountdownState = {
  /** Whole seconds left. */
  remaining: number;
  /** Not running: paused by the person or the tab is hidden. */
  isPaused: boolean;
  /** Paused with 'Pausar' (the phase's content is hidden until 'Continuar'). */
  isHeld: boolean;
  /** 'Sin límite de tiempo' is on: no countdown at all. */
  isUnlimited: boolean;
  /** What 'Más tiempo' adds, in seconds. */
  extraSeconds: number;
  /** Polite screen-reader message: pause, resume, extension and a few marks (not every second). */
  announcement: string;
  togglePause: () => void;
  extend: () => void;
};

/**
 * A phase countdown (WCAG 2.2.1): it can be paused ('Pausar'), extended ('Más tiempo'), and
 * it also pauses while the tab is hidden. With 'Sin límite de tiempo' (read here, so switching it in
 * the gear dialog mid-phase applies at once) it does not run and `onDone` is never called: the phase
 * ends with its own button. While `isWaiting` (the cards of a game not yet in view) it has not started.
 * The time left comes from the pure rules in shared/domain/memory/countdown.ts.
 */
export function useCountdown(seconds: number, onDone: () => void, isWaiting = false): CountdownState {
  const [clock, setClockState] = useState(() => startClock(seconds, isWaiting));
  const [announcement, setAnnouncement] = useState("");
  const clockRef = useRef(clock);
  const onDoneRef = useRef(onDone);
  const isDoneRef = useRef(false);
  const extraSeconds = extraSecondsFor(seconds);

  useEffect(() => {
    onDoneRef.current = onDone;
  });

  const setClock = (next: Clock) => {
    clockRef.current = next;
    setClockState(next);
  };
  /** Pauses or resumes as the holds now say. */
  const setHolds = (change: Partial<Holds>) => {
    const now = Date.now();
    const current = clockRef.current;
    const holds = { ...current.holds, ...change };
    const countdown = isRunnable(holds)
      ? resumeCountdown(current.countdown, now)
      : pauseCountdown(current.countdown, now);
    setClock({ countdown, now, holds });
  };
  const setHoldsRef = useRef(setHolds);
  useEffect(() => {
    setHoldsRef.current = setHolds;
  });

  useEffect(() => {
    const onVisibility = () => setHoldsRef.current({ isHidden: isPageHidden() });
    document.addEventListener("visibilitychange", onVisibility);
    const unsubscribe = subscribeNoTimeLimit(() => setHoldsRef.current({ isUnlimited: getNoTimeLimit() }));
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (clockRef.current.holds.isWaiting !== isWaiting) setHoldsRef.current({ isWaiting });
  }, [isWaiting]);

  const isRunning = clock.countdown.runningSince !== null && !isCountdownOver(clock.countdown, clock.now);
  useEffect(() => {
    if (!isRunning) return;
    // A steady interval, not one timeout per shown second: it keeps going even when renders are held
    // back (a busy tab, React batching). It re-renders only when the shown second changes or time is up.
    const timer = setInterval(() => {
      const current = clockRef.current;
      const now = Date.now();
      const before = remainingSeconds(current.countdown, current.now);
      const after = remainingSeconds(current.countdown, now);
      const isOver = isCountdownOver(current.countdown, now);
      if (before === after && !isOver) return;
      const mark = crossedAnnouncement(before, after);
      if (mark !== null) setAnnouncement(`Quedan ${spokenSeconds(after)}.`);
      setClock({ ...current, now });
      if (isOver && !isDoneRef.current) {
        isDoneRef.current = true;
        onDoneRef.current();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning]);

  const remaining = remainingSeconds(clock.countdown, clock.now);
  const { isHeld, isUnlimited } = clock.holds;
  const togglePause = () => {
    const left = spokenSeconds(remaining);
    setAnnouncement(isHeld ? `Continúa. Quedan ${left}.` : `En pausa. Quedan ${left}.`);
    setHolds({ isHeld: !isHeld });
  };
  const extend = () => {
    const now = Date.now();
    const countdown = extendCountdown(clockRef.current.countdown, extraSeconds, now);
    setClock({ ...clockRef.current, countdown, now });
    setAnnouncement(`Ahora quedan ${spokenSeconds(remainingSeconds(countdown, now))}.`);
  };

  return {
    remaining,
    isPaused: !isRunnable(clock.holds),
    isHeld,
    isUnlimited,
    extraSeconds,
    announcement,
    togglePause,
    extend,
  };
}
