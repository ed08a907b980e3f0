/**
 * Normalises a typed name for matching: case-, accent- and spacing-insensitive.
 * "  José   MARÍA " -> "jose maria". Keeps ñ distinct from n? No: older people often type
 * without the tilde on tablets, so ñ folds to n as well.
 */
export function normalizeName(input: string): string {
  return input
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** True when the typed name designates this person: first name, full name or username. */
export function nameMatches(
  typed: string,
  person: { firstName: string; lastName: string; username: string },
): boolean {
  const wanted = normalizeName(typed);
  if (!wanted) return false;
  return [person.firstName, `${person.firstName} ${person.lastName}`, person.username].some(
    (candidate) => normalizeName(candidate) === wanted,
  );
}
