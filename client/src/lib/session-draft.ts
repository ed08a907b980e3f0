// Unsaved work of this tab (the chat so far, typed drafts): sessionStorage survives a reload but
// not the tab; logout clears it so the next person on a shared tablet never sees it.
const PREFIX = "acompana:draft:";

export function readSessionDraft(key: string): string | null {
  try {
    return window.sessionStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeSessionDraft(key: string, value: string): void {
  try {
    if (value === "") window.sessionStorage.removeItem(PREFIX + key);
    else window.sessionStorage.setItem(PREFIX + key, value);
  } catch {
    // Storage unavailable: the draft lives only for this page view.
  }
}

export function clearSessionDrafts(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
