import { useEffect, useRef, useState } from "react";

function isPageHidden(): boolean {
  return typeof document !== "undefined" && document.visibilityState === "hidden";
}

/**
 * Seconds left of a countdown that ticks once a second and pauses while the tab is hidden
 * (document.visibilitychange). Calls `onDone` once when it reaches 0.
 */
export function useCountdown(seconds: number, onDone: () => void): { remaining: number; isPaused: boolean } {
  const [remaining, setRemaining] = useState(seconds);
  const [isPaused, setIsPaused] = useState(isPageHidden);
  const onDoneRef = useRef(onDone);
  const isDoneRef = useRef(false);

  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    const onVisibility = () => setIsPaused(isPageHidden());
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  const isRunning = !isPaused && remaining > 0;
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setRemaining((current) => Math.max(0, current - 1)), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);

  useEffect(() => {
    if (remaining > 0 || isDoneRef.current) return;
    isDoneRef.current = true;
    onDoneRef.current();
  }, [remaining]);

  return { remaining, isPaused };
}
