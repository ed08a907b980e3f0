import { familyLinks, municipalities, reminders, users } from "@shared/schema";
import { createPasswordHasher, type PinHasher } from "../../server/auth/hashing";
import type { Db } from "../../server/db/types";

// The people of the load run, written straight into the database before the server starts (the
// operator's own access, like the demo seed). They then log in through the normal endpoints with
// real credentials: lockouts count only failures, so 200 correct logins from one address are fine.

const LOAD_MUNICIPALITY = "Carga (prueba de carga)";
export const LOAD_PIN = "2580";
export const LOAD_PASSWORD = "Carga-prueba-2026";

export type LoadPeople = {
  municipalityId: string;
  elderly: Array<{ id: string; username: string; reminderIds: string[] }>;
  family: Array<{ id: string; email: string; elderlyId: string }>;
  professionals: Array<{ id: string; email: string }>;
};

export async function createLoadPeople(
  db: Db,
  pins: PinHasher,
  counts: { elderly: number; family: number; professionals: number },
): Promise<LoadPeople> {
  // One hash each, shared: hashing 200 secrets here would only slow the preparation down.
  const pinHash = await pins.hashPin(LOAD_PIN);
  const passwordHash = await createPasswordHasher().hashPassword(LOAD_PASSWORD);
  const now = new Date();
  const [town] = await db.insert(municipalities).values({ name: LOAD_MUNICIPALITY, province: "Pruebas" }).returning();
  const pad = (n: number) => String(n).padStart(4, "0");

  const elderlyRows = await db
    .insert(users)
    .values(
      Array.from({ length: counts.elderly }, (_, i) => ({
        municipalityId: town.id,
        role: "elderly" as const,
        firstName: `Mayor${pad(i)}`,
        lastName: "Carga",
        username: `mayor.${pad(i)}`,
        pinHash,
        familyConsent: true,
        personalConsent: true,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const familyRows = await db
    .insert(users)
    .values(
      Array.from({ length: counts.family }, (_, i) => ({
        municipalityId: town.id,
        role: "family" as const,
        firstName: `Familiar${pad(i)}`,
        lastName: "Carga",
        username: `familiar.${pad(i)}`,
        email: `familiar.${pad(i)}@carga.test`,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const professionalRows = await db
    .insert(users)
    .values(
      Array.from({ length: counts.professionals }, (_, i) => ({
        municipalityId: town.id,
        role: "professional" as const,
        firstName: `Profesional${pad(i)}`,
        lastName: "Carga",
        username: `profesional.${pad(i)}`,
        email: `profesional.${pad(i)}@carga.test`,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });

  const family = familyRows.map((f, i) => ({ id: f.id, email: f.email!, elderlyId: elderlyRows[i % elderlyRows.length].id }));
  if (family.length > 0) {
    await db.insert(familyLinks).values(
      family.map((f) => ({
        municipalityId: town.id,
        familyUserId: f.id,
        elderlyUserId: f.elderlyId,
        status: "approved" as const,
        decidedAt: now,
      })),
    );
  }
  // Three daily reminders each, due early so that completing them today is always possible.
  const reminderRows = await db
    .insert(reminders)
    .values(
      elderlyRows.flatMap((e) =>
        ["Pastilla de la mañana", "Paseo", "Beber agua"].map((title, k) => ({
          municipalityId: town.id,
          userId: e.id,
          title,
          type: "medicine" as const,
          reminderTime: `0${k}:30`,
          recurrence: "daily" as const,
          createdAt: new Date(now.getTime() - 24 * 3600_000),
        })),
      ),
    )
    .returning({ id: reminders.id, userId: reminders.userId });
  return {
    municipalityId: town.id,
    elderly: elderlyRows.map((e) => ({
      ...e,
      reminderIds: reminderRows.filter((r) => r.userId === e.id).map((r) => r.id),
    })),
    family,
    professionals: professionalRows.map((p) => ({ id: p.id, email: p.email! })),
  };
}
