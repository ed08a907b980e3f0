import type { Relative } from "@shared/api/elderly";

export const SELECTED_ELDERLY_KEY = "familySelectedElderly";

/** The person on screen: the one chosen before if still linked, else the first approved, else the first. */
export function chooseRelative(relatives: readonly Relative[], storedId: string | null): Relative | null {
  return (
    relatives.find((r) => r.elderly.id === storedId) ??
    relatives.find((r) => r.status === "approved") ??
    relatives[0] ??
    null
  );
}
