import { useEffect, useState } from "react";

/** The current instant, refreshed at each whole step (default: every minute, on the minute). */
export function useNow(stepMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const wait = stepMs - (Date.now() % stepMs);
      timer = setTimeout(() => {
        setNow(new Date());
        schedule();
      }, wait);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [stepMs]);
  return now;
}
