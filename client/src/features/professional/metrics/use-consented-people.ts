import type { UserPage } from "@shared/api/professional";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { professionalKeys, type UserListParams } from "../common/professional-keys";
import { fetchUserPage } from "../common/fetch-user-page";
import { useDebouncedValue } from "../common/use-debounced-value";

/** How many matches the person selector offers at once; more are reached by typing part of a name. */
const METRICS_PEOPLE_PAGE_SIZE = 50;

/**
 * The professional's people with personal consent whose name or username matches `search`, searched on the
 * server (a municipality may have thousands): only they can be asked about, so the others are never listed.
 */
export function useConsentedPeople(professionalId: string, search: string) {
  const params: UserListParams = {
    search: useDebouncedValue(search.trim()),
    status: "all",
    page: 1,
    pageSize: METRICS_PEOPLE_PAGE_SIZE,
    consentOnly: "true",
  };
  return useQuery<UserPage>({
    queryKey: professionalKeys.userPage(professionalId, params),
    queryFn: () => fetchUserPage(professionalId, params),
    placeholderData: keepPreviousData,
    enabled: !!professionalId,
  });
}

