import type { UserCard } from "@shared/api/professional";
import { useQuery } from "@tanstack/react-query";
import { professionalKeys } from "./professional-keys";

/** GET /api/professional/{id}/users without parameters: the plain list of the professional's users. */
export function useManagedUsers(professionalId: string, isEnabled = true) {
  return useQuery<UserCard[]>({
    queryKey: professionalKeys.users(professionalId),
    enabled: isEnabled && !!professionalId,
  });
}
