import type { Appointment } from "@shared/api/professional";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, LoadError, Loading } from "../../common/feedback";
import { professionalKeys } from "../../common/professional-keys";
import { longDateLabel } from "../../common/time-format";
import { useProfessional } from "../../common/use-professional";

/** 'Citas Esta Semana': title, patient, date, time and description of each appointment. */
export default function AppointmentsPanel() {
  const { id } = useProfessional();
  const appointments = useQuery<Appointment[]>({ queryKey: professionalKeys.appointments(id) });
  if (appointments.isPending) return <Loading label="Cargando citas..." />;
  if (appointments.isError)
    return (
      <LoadError message="No se pudieron cargar las citas" onRetry={() => void appointments.refetch()} />
    );
  if (appointments.data.length === 0) return <EmptyState text="No hay citas programadas esta semana" />;
  return (
    <ul className="grid gap-3">
      {appointments.data.map((item) => (
        <li key={item.id} className="rounded-xl border-2 border-slate-200 p-4">
          <h3 className="text-lg font-bold text-slate-900">{item.title}</h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base text-slate-900">
            <dt className="font-semibold">Paciente:</dt>
            <dd>{item.userName}</dd>
            <dt className="font-semibold">Fecha:</dt>
            <dd>
              <time dateTime={item.date}>{longDateLabel(item.date)}</time>
            </dd>
            <dt className="font-semibold">Hora:</dt>
            <dd>{item.time.slice(0, 5)}</dd>
          </dl>
          {item.description ? <p className="mt-2 text-base text-slate-800">{item.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
