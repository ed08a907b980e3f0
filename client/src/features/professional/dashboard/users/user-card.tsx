import type { UserCard } from "@shared/api/professional";
import { statusLabel } from "@shared/domain/status";
import { AlertTriangle } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Badge } from "../../common/badge";
import { LowMoodSign } from "../../common/low-mood-sign";
import { plural } from "../../common/labels";
import { fullName } from "@shared/domain/names";
import { relativeTime } from "../../common/time-format";

const CARE_ALERT_LABELS = { help: "Ayuda pendiente", health: "Alerta de salud pendiente" } as const;

/**
 * A user card: the name links to the person's record and the link covers the whole card. Status
 * 'Activa' / 'Alerta' follows docs/behaviour/04-states.md; an 'Alerta' card, or one with an open help
 * request ('Ayuda pendiente') or health alert, is yellow with 'Revisar Alerta'.
 */
export function UserCardItem({ user, now }: { user: UserCard; now: Date }) {
  const [, setLocation] = useLocation();
  const label = statusLabel(user.lastActivity ? new Date(user.lastActivity) : null, now);
  // An open help request or health alert puts the card in the alert style too, however recent the activity.
  const careAlert = user.openCareAlert ? CARE_ALERT_LABELS[user.openCareAlert] : null;
  const isAlert = label === "Alerta" || careAlert !== null;
  const name = fullName(user);
  const conditions = user.medicalConditions.length;
  const details = [
    ["Edad:", user.age === null ? "No indicada" : `${user.age} años`],
    ["Condiciones:", plural(conditions, "condición médica", "condiciones médicas")],
    ["Última actividad:", relativeTime(user.lastActivity, now)],
  ];
  return (
    <li
      className={cn(
        // min-w-0 and breaking long words: at 320 px and 'Muy Grande' the card must not widen the page.
        "relative flex min-w-0 flex-col gap-3 rounded-2xl border-2 p-5 [overflow-wrap:anywhere] shadow-sm focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:border-brand-700",
        isAlert ? "border-amber-500 bg-amber-50" : "border-slate-200 bg-white",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-bold text-slate-900">
          <Link
            href={`/professional/user/${user.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {name}
          </Link>
        </h3>
        <div className="flex flex-wrap gap-2">
          {careAlert ? <Badge tone="danger">{careAlert}</Badge> : null}
          <Badge tone={label === "Alerta" ? "warning" : "success"}>{label}</Badge>
        </div>
      </div>
      {/* Each value follows its label and wraps below it when the card is narrow (320 px 'Muy Grande'),
          instead of a column squeezed to a letter a line. */}
      <dl className="flex flex-col gap-1 text-base text-slate-900">
        {details.map(([label, value]) => (
          <div key={label} className="flex flex-wrap gap-x-3 [overflow-wrap:break-word]">
            <dt className="font-semibold">{label}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Badge tone={user.hasFamilyLink ? "info" : "neutral"}>
          {user.hasFamilyLink ? "Familiar vinculado" : "Sin familiar vinculado"}
        </Badge>
        {user.personalConsent ? null : <Badge tone="neutral">Sin consentimiento municipal</Badge>}
        <LowMoodSign day={user.lowMoodDay} now={now} />
        {user.pendingAlerts > 0 ? (
          <Badge tone="danger">{plural(user.pendingAlerts, "alerta pendiente", "alertas pendientes")}</Badge>
        ) : null}
      </div>
      {isAlert ? (
        <Button
          variant="secondary"
          className="relative z-10 self-start"
          aria-label={`Revisar Alerta de ${name}`}
          onClick={() => setLocation(`/professional/user/${user.id}?seccion=alertas`)}
        >
          <AlertTriangle aria-hidden="true" className="h-5 w-5" />
          Revisar Alerta
        </Button>
      ) : null}
    </li>
  );
}
