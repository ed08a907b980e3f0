import type * as schema from "@shared/schema";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** A drizzle database over either driver (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
