// "hace 3 horas": how long before `now` an instant was, counted as date-fns' formatDistanceStrict counted it when
// the client used it (time-ago.test.ts compares them), said by the browser's Intl.

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

const spanish = new Intl.RelativeTimeFormat("es", { numeric: "always" });

/**
 * "hace 5 minutos", "hace 1 día", "hace 2 meses" for a `date` at least a minute before `now`: minutes under an hour,
 * hours under a day, days under 30, months under 12 (12 of them: "hace 1 año"), then years. `round` is how a unit's
 * count is rounded (Math.round or Math.floor).
 */
export function timeAgo(date: Date, now: Date, round: (count: number) => number = Math.round): string {
  const minutes = (now.getTime() - date.getTime()) / 60_000;
  if (minutes < 60) return spanish.format(-round(minutes), "minute");
  if (minutes < MINUTES_IN_DAY) return spanish.format(-round(minutes / 60), "hour");
  // Days and longer are counted on the local calendar: an hour gained or lost to a change of time does not count.
  const calendarMinutes = minutes - (now.getTimezoneOffset() - date.getTimezoneOffset());
  if (calendarMinutes < MINUTES_IN_MONTH) return spanish.format(-round(calendarMinutes / MINUTES_IN_DAY), "day");
  if (calendarMinutes < MINUTES_IN_YEAR) {
    const months = round(calendarMinutes / MINUTES_IN_MONTH);
    return months === 12 ? spanish.format(-1, "year") : spanish.format(-months, "month");
  }
  return spanish.format(-round(calendarMinutes / MINUTES_IN_YEAR), "year");
}
