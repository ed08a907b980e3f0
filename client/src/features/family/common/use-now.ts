import { useEffect, useState } from "react";

/** The current instant, refreshed every minute on the minute (for "today" and overdue reminders). */
export function useNow(stepMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        stepMs - (Date.now() % stepMs),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [stepMs]);
  return now;
}
