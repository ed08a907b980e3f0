import type { UserRole } from "./enums";
import { userRoles } from "./enums";

// Validation of what the client keeps in localStorage (docs/behaviour/03-entities.md, 04-states.md and
// 05-validation.md).

export const fontSizes = ["small", "medium", "large", "extra-large"] as const;
export type FontSize = (typeof fontSizes)[number];
export const DEFAULT_FONT_SIZE: FontSize = "medium";
export const FONT_SIZE_LABELS: Record<FontSize, string> = {
  small: "Pequeño (14px - Compacto)",
  medium: "Mediano (16px - Estándar)",
  large: "Grande (18px - Cómodo)",
  "extra-large": "Muy Grande (20px - Accesible)",
};

export function parseFontSize(raw: string | null | undefined): FontSize | null {
  return fontSizes.find((size) => size === raw) ?? null;
}

/**
 * 'Sin límite de tiempo' for the memory exercises (WCAG 2.2.1), stored as "true" or "false"
 * like the sidebar_state cookie of docs/behaviour/03-entities.md: anything but "true" (absent, damaged) means the
 * documented countdowns run.
 */
export function parseNoTimeLimit(raw: string | null | undefined): boolean {
  return raw === "true";
}

export type StoredUser = {
  id: string;
  role: string;
  firstName?: string;
  lastName?: string;
  [key: string]: unknown;
};

/** A stored user is valid only if it parses and has id and role (docs/behaviour/04-states.md). */
export function parseStoredUser(raw: string | null | undefined): StoredUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (!record.id || !record.role) return null;
  if (typeof record.id !== "string" && typeof record.id !== "number") return null;
  if (typeof record.role !== "string") return null;
  return { ...record, id: String(record.id), role: record.role };
}

export function isKnownRole(role: unknown): role is UserRole {
  return typeof role === "string" && (userRoles as readonly string[]).includes(role);
}

export const ROLE_LABELS: Record<UserRole, string> = {
  elderly: "Persona mayor",
  family: "Familiar",
  professional: "Profesional",
};
