import { USERS_PAGE_SIZE } from "@shared/api/messages";
import type { UserPage } from "@shared/api/professional";
import type { StatusFilter } from "@shared/domain/status";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchUserPage } from "../../common/fetch-user-page";
import { professionalKeys } from "../../common/professional-keys";

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: "Todos",
  active: "Activos",
  inactive: "Inactivos",
  alerts: "Con alertas",
};

/** One page of the user list, searched and filtered by the server (4 per page, docs/behaviour/09-constants.md). */
export function useUserPage(professionalId: string, search: string, status: StatusFilter, page: number) {
  const params = { search, status, page, pageSize: USERS_PAGE_SIZE };
  return useQuery<UserPage>({
    queryKey: professionalKeys.userPage(professionalId, params),
    queryFn: () => fetchUserPage(professionalId, params),
    placeholderData: keepPreviousData,
    enabled: !!professionalId,
  });
}
