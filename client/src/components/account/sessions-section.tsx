import { passwordEndpoints } from "@shared/api/routes";
import type { SessionSummary } from "@shared/api/passwords";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";

const sessionsKey = queryKeyOf(passwordEndpoints.sessions);

const when = (iso: string, timezone?: string) =>
  new Intl.DateTimeFormat("es-ES", { dateStyle: "medium", timeStyle: "short", timeZone: timezone }).format(
    new Date(iso),
  );

function SessionRow(props: { session: SessionSummary; timezone?: string; isEnding: boolean; onEnd: () => void }) {
  const { session, timezone, isEnding, onEnd } = props;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold text-slate-900">
          {session.device}
          {session.isCurrent ? <span className="ml-2 text-base font-normal text-brand-800">(esta sesión)</span> : null}
        </p>
        <p className="text-base text-slate-700">
          Abierta el {when(session.createdAt, timezone)} · Último uso: {when(session.lastSeenAt, timezone)}
        </p>
      </div>
      {session.isCurrent ? null : (
        <Button
          variant="secondary"
          disabled={isEnding}
          onClick={onEnd}
          aria-label={`Cerrar la sesión de ${session.device} abierta el ${when(session.createdAt, timezone)}`}
        >
          {isEnding ? "Cerrando..." : "Cerrar"}
        </Button>
      )}
    </li>
  );
}

/** 'Sesiones abiertas': one's own sessions, each other one can be closed, or all others at once. */
export function SessionsSection({ timezone }: { timezone?: string }) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: sessionsKey, queryFn: () => callEndpoint(passwordEndpoints.sessions, {}) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey });
  const endOne = useMutation({
    mutationFn: (handle: string) => callEndpoint(passwordEndpoints.endSession, { params: { handle } }),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => callEndpoint(passwordEndpoints.endOtherSessions, {}),
    onSettled: refresh,
  });
  const sessions = list.data?.sessions ?? [];
  const hasOthers = sessions.some((s) => !s.isCurrent);
  const error = endOne.error ?? endOthers.error;
  return (
    <section aria-labelledby="sessions-heading" className="flex flex-col gap-4">
      <h2 id="sessions-heading" className="text-2xl font-semibold text-slate-900">
        Sesiones abiertas
      </h2>
      <p className="text-base text-slate-700">
        Los dispositivos donde ha entrado con su cuenta. Si no reconoce alguno, ciérrelo y cambie su contraseña.
      </p>
      {list.isPending ? <p role="status">Cargando sesiones...</p> : null}
      {list.isError ? <p role="alert">No se pudieron cargar las sesiones.</p> : null}
      <ul className="flex flex-col gap-3">
        {sessions.map((s) => (
          <SessionRow
            key={s.handle}
            session={s}
            timezone={timezone}
            isEnding={endOne.isPending && endOne.variables === s.handle}
            onEnd={() => endOne.mutate(s.handle)}
          />
        ))}
      </ul>
      <p aria-live="polite" className="text-base text-slate-800">
        {endOthers.isSuccess ? `Sesiones cerradas: ${endOthers.data.ended}.` : ""}
      </p>
      {error ? (
        <p role="alert" className="font-semibold text-red-900">
          {getErrorMessage(error, "No se pudo cerrar la sesión.")}
        </p>
      ) : null}
      {hasOthers ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {endOthers.isPending ? "Cerrando..." : "Cerrar las demás sesiones"}
        </Button>
      ) : null}
    </section>
  );
}
