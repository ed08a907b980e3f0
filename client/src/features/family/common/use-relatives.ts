import type { Relative } from "@shared/api/elderly";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { readStorage, writeStorage } from "@/lib/storage";
import { chooseRelative, SELECTED_ELDERLY_KEY } from "./choose-relative";
import { familyKeys } from "./family-keys";

/** The people the family member accompanies and the one currently chosen (kept in localStorage). */
export function useRelatives() {
  // Checked again on every family screen (a deviation from "never stale"): a consent withdrawn or a link
  // approved meanwhile takes effect on the next screen, not only after a reload.
  const query = useQuery<Relative[]>({ queryKey: familyKeys.relatives, refetchOnMount: "always" });
  const [storedId, setStoredId] = useState(() => readStorage(SELECTED_ELDERLY_KEY));
  const relatives = query.data ?? [];
  const selected = chooseRelative(relatives, storedId);

  const select = useCallback((elderlyId: string) => {
    writeStorage(SELECTED_ELDERLY_KEY, elderlyId);
    setStoredId(elderlyId);
  }, []);

  return { query, relatives, selected, select };
}
