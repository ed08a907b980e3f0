import { readStorage, removeStorage, writeStorage } from "./storage";

const MUNICIPALITY_STORAGE_KEY = "municipality";

export type StoredMunicipality = { id: string; name: string };

/** The municipality chosen on "/", or null when none (or an invalid value) is stored. */
export function readStoredMunicipality(): StoredMunicipality | null {
  const raw = readStorage(MUNICIPALITY_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && "id" in value && "name" in value) {
      const { id, name } = value;
      if (typeof id === "string" && id && typeof name === "string") return { id, name };
    }
  } catch {
    // Falls through to removal.
  }
  removeStorage(MUNICIPALITY_STORAGE_KEY);
  return null;
}

export function storeMunicipality(municipality: StoredMunicipality): void {
  writeStorage(MUNICIPALITY_STORAGE_KEY, JSON.stringify({ id: municipality.id, name: municipality.name }));
}
