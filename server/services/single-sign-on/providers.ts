import { municipalities, municipalityIdentityProviders } from "@shared/schema";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/types";

export type IdentityProvider = typeof municipalityIdentityProviders.$inferSelect;
export type IdentityProviderInput = Omit<IdentityProvider, "municipalityId" | "createdAt" | "updatedAt">;

/** The municipalities offering single sign-on, by name, for the login page. */
export async function listSsoMunicipalities(db: Db): Promise<{ municipalityId: string; name: string }[]> {
  return db
    .select({ municipalityId: municipalities.id, name: municipalities.name })
    .from(municipalityIdentityProviders)
    .innerJoin(municipalities, eq(municipalities.id, municipalityIdentityProviders.municipalityId))
    .orderBy(asc(municipalities.name));
}

export async function findIdentityProvider(db: Db, municipalityId: string): Promise<IdentityProvider | null> {
  const [row] = await db
    .select()
    .from(municipalityIdentityProviders)
    .where(eq(municipalityIdentityProviders.municipalityId, municipalityId))
    .limit(1);
  return row ?? null;
}

/** Sets (or replaces) a municipality's provider. */
export async function setIdentityProvider(db: Db, municipalityId: string, input: IdentityProviderInput, now: Date) {
  const values = { ...input, allowedDomain: input.allowedDomain.toLowerCase(), updatedAt: now };
  await db
    .insert(municipalityIdentityProviders)
    .values({ municipalityId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: municipalityIdentityProviders.municipalityId, set: values });
}

/** True when there was one to remove. */
export async function removeIdentityProvider(db: Db, municipalityId: string): Promise<boolean> {
  const gone = await db
    .delete(municipalityIdentityProviders)
    .where(eq(municipalityIdentityProviders.municipalityId, municipalityId))
    .returning({ id: municipalityIdentityProviders.municipalityId });
  return gone.length > 0;
}
