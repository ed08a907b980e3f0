import type { AdminUserProfile } from "@shared/api/user-admin";
import { fullName } from "@shared/domain/names";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge } from "../common/badge";
import { EmptyState, LoadError, Loading } from "../common/feedback";
import { dateTimeLabel, longDateLabel } from "../common/time-format";
import { CHANNEL_LABELS, OUTCOME_LABELS, PERSON_STATE_LABELS } from "../follow-up/follow-up-labels";
import { LogCallDialog, type LogCallTarget } from "../follow-up/log-call-dialog";
import { useFollowUpCalls, useFollowUpPlan } from "../follow-up/use-follow-up";
import { DetailSection } from "./detail-section";
import { FollowUpPlanForm } from "./follow-up-plan-form";

type FollowUpSectionProps = { profile: AdminUserProfile; timezone: string };

/** 'Seguimiento': the plan of calls or visits, the next one due, and the log of contacts (newest first). */
export function FollowUpSection({ profile, timezone }: FollowUpSectionProps) {
  const plan = useFollowUpPlan(profile.id);
  const calls = useFollowUpCalls(profile.id);
  const [target, setTarget] = useState<LogCallTarget | null>(null);
  const current = plan.data?.plan ?? null;
  return (
    <DetailSection
      id="seguimiento"
      title="Seguimiento"
      action={
        <Button
          type="button"
          variant="secondary"
          onClick={() => setTarget({ userId: profile.id, name: fullName(profile), channel: current?.channel ?? "call" })}
        >
          Registrar llamada
        </Button>
      }
    >
      {plan.isPending ? (
        <Loading label="Cargando el seguimiento..." />
      ) : plan.isError ? (
        <LoadError message="No se pudo cargar el plan de seguimiento." onRetry={() => void plan.refetch()} />
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2 text-lg text-slate-900" aria-live="polite">
            {current ? (
              <>
                <span>
                  Próximo contacto: <strong>{longDateLabel(current.nextDueDate)}</strong>
                </span>
                {current.isOverdue ? <Badge tone="danger">Atrasado</Badge> : null}
              </>
            ) : (
              "Sin plan de seguimiento."
            )}
          </p>
          <FollowUpPlanForm key={JSON.stringify(current)} userId={profile.id} plan={current} />
        </>
      )}
      <h3 className="text-lg font-bold text-slate-900">Historial de llamadas</h3>
      {calls.isPending ? (
        <Loading label="Cargando el historial..." />
      ) : calls.isError ? (
        <LoadError message="No se pudo cargar el historial de llamadas." onRetry={() => void calls.refetch()} />
      ) : calls.data.length === 0 ? (
        <EmptyState text="Todavía no hay llamadas registradas." />
      ) : (
        <ul className="grid gap-2" aria-label="Historial de llamadas">
          {calls.data.map((call) => (
            <li key={call.id} className="grid gap-1 rounded-xl border-2 border-slate-200 p-3 text-base text-slate-900">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{dateTimeLabel(call.createdAt, timezone)}</span>
                <span>
                  {CHANNEL_LABELS[call.channel]} · {OUTCOME_LABELS[call.outcome]}
                </span>
                {call.personState ? <Badge tone={call.personState === "bien" ? "success" : "warning"}>{PERSON_STATE_LABELS[call.personState]}</Badge> : null}
              </p>
              {call.note ? <p className="whitespace-pre-line [overflow-wrap:anywhere]">{call.note}</p> : null}
              {call.staffName ? <p className="text-slate-800">Por {call.staffName}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <LogCallDialog target={target} onClose={() => setTarget(null)} />
    </DetailSection>
  );
}
