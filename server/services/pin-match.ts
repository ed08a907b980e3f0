// Which person a PIN login signs in (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts). Staff may
// give two people who answer to the same name the same PIN (refusing it would tell them the other person's PIN),
// so the PIN alone may fit more than one of the tablet's people under the typed name.

export type PinMatch<T> = { kind: "none" } | { kind: "one"; person: T } | { kind: "ambiguous" };

/**
 * `matched`: the candidates (people enrolled on the tablet who answer to the typed name and are not locked)
 * whose PIN is the one typed. Exactly one is signed in; more than one is never settled at random: the person
 * is asked for their full name or username, which only they answer to.
 */
export function decidePinMatch<T>(matched: readonly T[]): PinMatch<T> {
  if (matched.length === 0) return { kind: "none" };
  if (matched.length === 1) return { kind: "one", person: matched[0] };
  return { kind: "ambiguous" };
}
