import type { UserPage } from "@shared/api/professional";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { EmptyState, LoadError, Loading } from "../../common/feedback";
import { plural } from "../../common/labels";
import { Pagination } from "../../common/pagination";
import { fetchUserPage } from "../../common/fetch-user-page";
import { professionalKeys } from "../../common/professional-keys";
import { fullName } from "@shared/domain/names";
import { relativeTime } from "../../common/time-format";
import { useNow } from "../../common/use-now";
import { useProfessional } from "../../common/use-professional";

export const ACTIVE_USERS_PAGE_SIZE = 10;

/**
 * Active users (last activity within 24 h) among those with personalConsent === true, a page at a time:
 * the server filters and counts, so the dialog stays light with thousands of people.
 */
export default function ActiveUsersPanel() {
  const { id } = useProfessional();
  const now = useNow();
  const [page, setPage] = useState(1);
  const params = {
    search: "",
    status: "active",
    page,
    pageSize: ACTIVE_USERS_PAGE_SIZE,
    consentOnly: "true" as const,
  };
  const users = useQuery<UserPage>({
    queryKey: professionalKeys.userPage(id, params),
    queryFn: () => fetchUserPage(id, params),
    placeholderData: keepPreviousData,
    enabled: !!id,
  });
  if (users.isPending) return <Loading label="Cargando usuarios..." />;
  if (users.isError)
    return <LoadError message="Failed to fetch users" onRetry={() => void users.refetch()} />;
  const { items, total } = users.data;
  if (total === 0) return <EmptyState text="No hay usuarios activos hoy con consentimiento municipal" />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-base text-slate-800">{plural(total, "persona activa", "personas activas")}</p>
      <ul className="grid gap-2" aria-busy={users.isFetching}>
        {items.map((person) => (
          <li key={person.id}>
            <Link
              href={`/professional/user/${person.id}`}
              className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-slate-200 px-4 py-2 hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-700"
            >
              <span className="text-lg font-semibold text-slate-900">{fullName(person)}</span>
              <span className="text-base text-slate-800">
                Última actividad: {relativeTime(person.lastActivity, now)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.ceil(total / ACTIVE_USERS_PAGE_SIZE)}
        onPageChange={setPage}
        label="Páginas de usuarios activos"
      />
    </div>
  );
}
