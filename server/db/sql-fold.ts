import { type SQL, sql } from "drizzle-orm";

// SQL twins of shared/domain/text-fold.ts for stored columns, limited to the accents Spanish names
// use (sql-fold.unit.test.ts checks this table against the JS fold).

export const ACCENTED = "áàâäãéèêëíìîïóòôöõúùûüñç";
export const PLAIN = "aaaaaeeeeiiiiooooouuuunc";

/** Twin of foldAccents: lower case without accents, spacing untouched. */
export const sqlFoldAccents = (expr: SQL) => sql`translate(lower(${expr}), ${ACCENTED}, ${PLAIN})`;

/** Twin of foldText (and so of normalizeName): also collapses whitespace and trims. */
export const sqlFoldText = (expr: SQL) => sql`btrim(regexp_replace(${sqlFoldAccents(expr)}, '\\s+', ' ', 'g'))`;
