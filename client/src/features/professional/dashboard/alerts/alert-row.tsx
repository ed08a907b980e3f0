import { ALERT_TITLES } from "@shared/api/messages";
import type { AlertItem } from "@shared/api/professional";
import { Check, Clock } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { minutesSince, relativeTime } from "../../common/time-format";
import { AlertContactDetails } from "./alert-contact";
import { AttendForm, type AttendInput } from "./attend-form";
import { EscalationRecord } from "./escalation-record";

type AlertRowProps = {
  alert: AlertItem;
  now: Date;
  isDismissing: boolean;
  onDismiss: (alert: AlertItem, input: AttendInput) => void;
};

/** One pending alert: title, person, when, content, e-mail escalations and 'Atendida' (asks the outcome). */
export function AlertRow({ alert, now, isDismissing, onDismiss }: AlertRowProps) {
  const [isAttending, setIsAttending] = useState(false);
  const title = ALERT_TITLES[alert.type] ?? "Alerta";
  const person = alert.userName ?? "Persona no identificada";
  const isEscalated = !!alert.escalatedAt;
  return (
    <li
      className={cn(
        "flex flex-col gap-2 rounded-xl border-2 p-4",
        isEscalated ? "border-red-700 bg-red-50" : "border-slate-200 bg-white",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className={cn("text-lg font-bold", isEscalated ? "text-red-900" : "text-slate-900")}>{title}</h3>
        {isEscalated ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-3 py-0.5 text-sm font-semibold text-white">
            <Clock aria-hidden="true" className="h-4 w-4" />
            Esperando {minutesSince(alert.createdAt, now)} min
          </span>
        ) : null}
      </div>
      <p className="text-base text-slate-900">
        <span className="font-semibold">{person}</span> ·{" "}
        <time dateTime={alert.createdAt}>{relativeTime(alert.createdAt, now)}</time>
      </p>
      {alert.content ? <p className="text-base text-slate-800">{alert.content}</p> : null}
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
        <Button
          variant={isEscalated ? "destructive" : "primary"}
          className="self-end"
          aria-label={`Atendida: ${title} de ${person}`}
          disabled={isDismissing}
          onClick={() => setIsAttending(true)}
        >
          <Check aria-hidden="true" className="h-5 w-5" />
          Atendida
        </Button>
      )}
    </li>
  );
}
