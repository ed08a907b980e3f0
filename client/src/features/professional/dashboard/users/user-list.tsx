import { USERS_PAGE_SIZE } from "@shared/api/messages";
import type { StatusFilter } from "@shared/domain/status";
import { useState } from "react";
import { EmptyState, LoadError, Loading } from "../../common/feedback";
import { plural } from "../../common/labels";
import { Pagination } from "../../common/pagination";
import { useDebouncedValue } from "../../common/use-debounced-value";
import { useNow } from "../../common/use-now";
import { useProfessional } from "../../common/use-professional";
import { useUserPage } from "./use-user-page";
import { UserCardItem } from "./user-card";
import { UserFilters } from "./user-filters";

/** The user list: server-side search and status filter, 4 per page; a new search or filter goes to page 1. */
export function UserList() {
  const { id } = useProfessional();
  const now = useNow();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [requestedPage, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim());
  // The last known page count: a page that no longer exists (people removed meanwhile) shows the last one.
  const [totalPages, setTotalPages] = useState(1);
  const page = Math.min(requestedPage, totalPages);
  const users = useUserPage(id, debouncedSearch, status, page);
  const total = users.data?.total ?? 0;
  const pagesNow = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  if (users.data && !users.isPlaceholderData && pagesNow !== totalPages) setTotalPages(pagesNow);

  return (
    <section aria-labelledby="users-title" className="flex flex-col gap-4">
      <h2 id="users-title" className="text-2xl font-bold text-slate-900">
        Usuarios del programa
      </h2>
      <UserFilters
        search={search}
        status={status}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onStatusChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      <p aria-live="polite" className="text-base text-slate-800">
        {users.data ? plural(total, "usuario encontrado", "usuarios encontrados") : ""}
      </p>
      {users.isPending ? <Loading label="Cargando usuarios..." /> : null}
      {users.isError ? (
        <LoadError message="Failed to fetch users" onRetry={() => void users.refetch()} />
      ) : null}
      {users.data && users.data.items.length === 0 ? <EmptyState text="No se encontraron usuarios" /> : null}
      {users.data && users.data.items.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2" aria-busy={users.isFetching}>
          {users.data.items.map((user) => (
            <UserCardItem key={user.id} user={user} now={now} />
          ))}
        </ul>
      ) : null}
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Páginas de usuarios" />
    </section>
  );
}
