import { EmptyState, LoadError, Loading } from "../../common/feedback";
import { fullName } from "@shared/domain/names";
import { dateTimeLabel } from "../../common/time-format";
import { useProfessional } from "../../common/use-professional";
import { DecisionButtons } from "./decision-buttons";
import { type DecisionInput, useApprovals, useDecide } from "./use-approvals";

const itemClasses =
  "flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-slate-200 bg-white p-4";

/** Pending professional accounts and family links of the municipality, with 'Aprobar' / 'Rechazar'. */
export function ApprovalsSection() {
  const { id, timezone } = useProfessional();
  const approvals = useApprovals(id);
  const decide = useDecide(id);
  const isBusy = (itemId: string) => decide.isPending && decide.variables?.id === itemId;
  const onDecide = (input: DecisionInput) => decide.mutate(input);
  const data = approvals.data;
  const isEmpty = data && data.professionals.length === 0 && data.familyLinks.length === 0;
  return (
    <section aria-labelledby="approvals-title" className="flex flex-col gap-4">
      <h2 id="approvals-title" className="text-2xl font-bold text-slate-900">
        Solicitudes pendientes de aprobación
      </h2>
      {approvals.isPending ? <Loading label="Cargando solicitudes..." /> : null}
      {approvals.isError ? (
        <LoadError
          message="No se pudieron cargar las solicitudes pendientes"
          onRetry={() => void approvals.refetch()}
        />
      ) : null}
      {isEmpty ? <EmptyState text="No hay solicitudes pendientes" /> : null}
      {data && data.professionals.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-xl font-semibold text-slate-900">Profesionales</h3>
          <ul className="grid gap-2">
            {data.professionals.map((person) => (
              <li key={person.id} className={itemClasses}>
                <p className="text-base text-slate-900">
                  <span className="font-semibold">{fullName(person)}</span>
                  {person.email ? ` · ${person.email}` : ""}
                  <span className="block text-sm text-slate-700">
                    Solicitado: {dateTimeLabel(person.createdAt, timezone)}
                  </span>
                </p>
                <DecisionButtons
                  name={fullName(person)}
                  isPending={isBusy(person.id)}
                  onDecide={(decision) =>
                    onDecide({ kind: "professional", id: person.id, name: fullName(person), decision })
                  }
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data && data.familyLinks.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-xl font-semibold text-slate-900">Vínculos familiares</h3>
          <ul className="grid gap-2">
            {data.familyLinks.map((link) => (
              <li key={link.linkId} className={itemClasses}>
                <p className="text-base text-slate-900">
                  <span className="font-semibold">{fullName(link.family)}</span> quiere acompañar a{" "}
                  <span className="font-semibold">{fullName(link.elderly)}</span>
                  <span className="block text-sm text-slate-700">
                    Solicitado: {dateTimeLabel(link.createdAt, timezone)}
                  </span>
                </p>
                <DecisionButtons
                  name={fullName(link.family)}
                  isPending={isBusy(link.linkId)}
                  onDecide={(decision) =>
                    onDecide({ kind: "family-link", id: link.linkId, name: fullName(link.family), decision })
                  }
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
