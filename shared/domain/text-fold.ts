// The one accent/case fold of the app (names, answers, chat keywords, search). Its SQL twin for
// stored columns is server/db/sql-fold.ts; sql-fold.unit.test.ts checks that the two agree.

/** Lower case without accents (ñ -> n, ü -> u); spacing is left as it is: " Peña " -> " pena ". */
export function foldAccents(input: string): string {
  return input
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** foldAccents plus runs of whitespace collapsed to one space and trimmed: "  José   MARÍA " -> "jose maria". */
export function foldText(input: string): string {
  return foldAccents(input).replace(/\s+/g, " ").trim();
}
