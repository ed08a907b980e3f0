import { isActive } from "@shared/domain/status";
import { Link } from "wouter";
import { EmptyState, LoadError, Loading } from "../../common/feedback";
import { fullName, relativeTime } from "../../common/time-format";
import { useManagedUsers } from "../../common/use-managed-users";
import { useNow } from "../../common/use-now";
import { useProfessional } from "../../common/use-professional";

/** Active users (last activity within 24 h) among those with personalConsent === true. */
export default function ActiveUsersPanel() {
  const { id } = useProfessional();
  const users = useManagedUsers(id);
  const now = useNow();
  if (users.isPending) return <Loading label="Cargando usuarios..." />;
  if (users.isError)
    return <LoadError message="Failed to fetch users" onRetry={() => void users.refetch()} />;
  const active = users.data.filter(
    (person) =>
      person.personalConsent === true &&
      isActive(person.lastActivity ? new Date(person.lastActivity) : null, now),
  );
  if (active.length === 0)
    return <EmptyState text="No hay usuarios activos hoy con consentimiento municipal" />;
  return (
    <ul className="grid gap-2">
      {active.map((person) => (
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
  );
}
