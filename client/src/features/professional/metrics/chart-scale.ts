/**
 * The numbers of a count axis from 0: about four equal steps of 1, 2 or 5 times a power of ten (whole numbers),
 * ending at the first step at or above `max` (0 alone when there is nothing to count).
 */
export function countTicks(max: number): number[] {
  if (!(max > 0)) return [0];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 1);
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}
