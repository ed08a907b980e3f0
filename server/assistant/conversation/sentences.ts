// Replies are read aloud to older people: at most three sentences, counted as a listener hears them.
export const MAX_SENTENCES = 3;

/** Sentences ended by . ! ? or … followed by a space or the end. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** `prefix` before `reply` when the whole stays within the limit; otherwise the reply alone. */
export function withPrefix(prefix: string, reply: string): string {
  const joined = `${prefix} ${reply}`;
  return sentencesOf(joined).length <= MAX_SENTENCES ? joined : reply;
}
