/**
 * Runs `task` once the browser has nothing more urgent to do after the first paint (at the latest after
 * `timeoutMs`); returns a cancel. For code the first screen does not draw but should have at hand soon after.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
