import { and, eq, type InferSelectModel } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./types";

/** A table whose rows each belong to one municipality. */
type MunicipalTable = PgTable & { id: PgColumn; municipalityId: PgColumn };

/**
 * The row with `id`, only if it belongs to `municipalityId`, else null: the tenant filter sits inside the query,
 * so another municipality's id reads exactly like one that does not exist.
 */
export async function findInMunicipality<T extends MunicipalTable>(
  db: Db,
  table: T,
  id: string,
  municipalityId: string,
): Promise<InferSelectModel<T> | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.municipalityId, municipalityId)))
    .limit(1);
  return (row as InferSelectModel<T> | undefined) ?? null;
}
