import { users } from "@shared/schema";
import { eq } from "drizzle-orm";
import type { Db } from "../db/types";

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
