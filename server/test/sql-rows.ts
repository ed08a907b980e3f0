import type { SQL } from "drizzle-orm";
import type { DbHandle } from "../db/client";

type Row = Record<string, unknown>;

/**
 * Raw SQL readers, to check what a request wrote. `source.db` is read at each call, so the source may be
 * a test context that opens later (in beforeAll).
 */
export function sqlReaders(source: Pick<DbHandle, "db">) {
  const query = async <R = Row>(q: string | SQL): Promise<R[]> =>
    ((await source.db.execute(q)) as unknown as { rows: R[] }).rows;
  /** Column `n` of the first row as a number, for `select count(*)::int as n ...`. */
  const n = async (q: string | SQL) => Number((await query(q))[0].n);
  return { query, n };
}
