import type { Municipality } from "@shared/api/municipalities";
import { municipalities } from "@shared/schema";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/types";

export async function listMunicipalities(db: Db): Promise<Municipality[]> {
  return db
    .select({
      id: municipalities.id,
      name: municipalities.name,
      province: municipalities.province,
      timezone: municipalities.timezone,
    })
    .from(municipalities)
    .orderBy(asc(municipalities.name));
}

export async function findMunicipality(db: Db, id: string): Promise<Municipality | null> {
  const [row] = await db
    .select({
      id: municipalities.id,
      name: municipalities.name,
      province: municipalities.province,
      timezone: municipalities.timezone,
    })
    .from(municipalities)
    .where(eq(municipalities.id, id))
    .limit(1);
  return row ?? null;
}
