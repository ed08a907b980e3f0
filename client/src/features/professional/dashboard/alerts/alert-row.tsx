import { ALERT_TITLES } from "@shared/api/messages";
import type { AlertItem } from "@shared/api/professional";
import { waitingLabel } from "@shared/domain/alert-clock";
import { Check, Clock, Hand } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { relativeTime } from "../../common/time-format";
import { AlertContactDetails } from "./alert-contact";
import { acknowledgementLabel, isLate } from "./alert-timing";
import { AttendForm, type AttendInput } from "./attend-form";
import { EscalationRecord } from "./escalation-record";

/** The id of an alert's title: the focus goes there when the alert before it is attended. */
export const alertTitleId = (alertId: string) => `alerta-${alertId}-titulo`;

type AlertRowProps = {
  alert: AlertItem;
  now: Date;
  timezone: string;
  isDismissing: boolean;
  isAcknowledging: boolean;
  onAcknowledge: (alert: AlertItem) => void;
  onDismiss: (alert: AlertItem, input: AttendInput) => void;
};

/**
 * One pending alert: title, person, when, content, e-mail escalations; for a help request or critical health
 * alert the time waiting, who has it ('La atiendo') and, past the municipality's target, the alarm style.
 */
export function AlertRow({ alert, now, timezone, isDismissing, isAcknowledging, onAcknowledge, onDismiss }: AlertRowProps) {
  const [isAttending, setIsAttending] = useState(false);
  // 'Cancelar' removes the form with the focus in it: 'Atendida' takes it back.
  const attendRef = useRef<HTMLButtonElement>(null);
  const wasAttendingRef = useRef(false);
  useEffect(() => {
    if (wasAttendingRef.current && !isAttending) attendRef.current?.focus();
    wasAttendingRef.current = isAttending;
  }, [isAttending]);
  const title = ALERT_TITLES[alert.type] ?? "Alerta";
  const person = alert.userName ?? "Persona no identificada";
  const isOverdue = alert.isUrgent && isLate(alert, now);
  const isAlarm = isOverdue || !!alert.escalatedAt;
  return (
    <li
      className={cn(
        "flex flex-col gap-2 rounded-xl border-2 p-4",
        isAlarm ? "border-red-700 bg-red-50" : "border-slate-200 bg-white",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={alertTitleId(alert.id)}
          tabIndex={-1}
          className={cn("text-lg font-bold", isAlarm ? "text-red-900" : "text-slate-900")}
        >
          {title}
        </h3>
        {alert.isUrgent ? (
          <span
            className={cn(
              "inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-sm font-semibold",
              isOverdue ? "bg-red-700 text-white" : "border border-amber-600 bg-amber-100 text-amber-950",
            )}
          >
            <Clock aria-hidden="true" className="h-4 w-4" />
            Esperando: {waitingLabel(new Date(alert.createdAt), now)}
            {isOverdue ? " · Fuera de plazo" : ""}
          </span>
        ) : null}
      </div>
      <p className="text-base text-slate-900">
        <span className="font-semibold">{person}</span> ·{" "}
        <time dateTime={alert.createdAt}>{relativeTime(alert.createdAt, now)}</time>
      </p>
      {alert.content ? <p className="text-base text-slate-800">{alert.content}</p> : null}
      {alert.accidentalAt ? (
        <p className="rounded-lg border border-amber-600 bg-amber-50 px-3 py-1 text-base font-semibold text-amber-950">
          Posible pulsación accidental: la persona indicó «Ha sido sin querer». Llame igualmente para comprobarlo.
        </p>
      ) : null}
      {alert.isUrgent ? <p className="text-base text-slate-900">{acknowledgementLabel(alert, timezone)}</p> : null}
      <AlertContactDetails contact={alert.contact} personName={person} />
      <EscalationRecord notifications={alert.notifications} />
      {isAttending ? (
        <AttendForm
          personName={person}
          isSaving={isDismissing}
          onCancel={() => setIsAttending(false)}
          onSubmit={(input) => onDismiss(alert, input)}
        />
      ) : (
        <div className="flex flex-wrap justify-end gap-2">
          {alert.isUrgent && !alert.acknowledgedAt ? (
            <Button
              variant="destructive"
              aria-label={`La atiendo: ${title} de ${person}`}
              disabled={isAcknowledging}
              onClick={() => onAcknowledge(alert)}
            >
              <Hand aria-hidden="true" className="h-5 w-5" />
              La atiendo
            </Button>
          ) : null}
          <Button
            ref={attendRef}
            variant={isAlarm && alert.acknowledgedAt ? "destructive" : "primary"}
            aria-label={`Atendida: ${title} de ${person}`}
            disabled={isDismissing}
            onClick={() => setIsAttending(true)}
          >
            <Check aria-hidden="true" className="h-5 w-5" />
            Atendida
          </Button>
        </div>
      )}
    </li>
  );
}
