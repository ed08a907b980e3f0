// docs/behaviour/07-api.md: some failures are "only logged, nothing shown to the user". They go to the
// developer console as warnings (never in tests, where they would only add noise).

export function logFailure(context: string, error: unknown): void {
  if (import.meta.env.MODE === "test") return;
  console.warn(`[acompaña] ${context}`, error);
}
