import { useEffect, useState } from "react";

const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stopped changing for `delayMs` (server-side search while typing). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
