import { parseStoredUser, type StoredUser } from "@shared/domain/client-storage";
import { readStorage, removeStorage, writeStorage } from "./storage";

const USER_STORAGE_KEY = "user";

/**
 * docs/behaviour/04-states.md: the stored user is valid only if it parses and has id and role; otherwise it is removed.
 */
export function readStoredUser(): StoredUser | null {
  const raw = readStorage(USER_STORAGE_KEY);
  const user = parseStoredUser(raw);
  if (!user && raw !== null) removeStorage(USER_STORAGE_KEY);
  return user;
}

/** Stores a user object only if it has id and role; returns the stored value or null. */
export function storeUser(candidate: unknown): StoredUser | null {
  let raw: string;
  try {
    raw = JSON.stringify(candidate) ?? "";
  } catch {
    return null;
  }
  const user = parseStoredUser(raw);
  if (user) writeStorage(USER_STORAGE_KEY, JSON.stringify(user));
  return user;
}

export function clearStoredUser(): void {
  removeStorage(USER_STORAGE_KEY);
}
