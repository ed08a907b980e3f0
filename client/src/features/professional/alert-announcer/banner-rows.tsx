import type { AlertItem } from "@shared/api/professional";
import { waitingLabel } from "@shared/domain/alert-clock";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { acknowledgementLabel, isLate } from "../dashboard/alerts/alert-timing";

/** How many open requests the banner names; the rest are counted and one button opens them all. */
export const BANNER_ROWS = 3;

const KIND = { help: "Petición de ayuda", health: "Alerta de salud crítica" } as const;

export const bannerPerson = (alert: AlertItem) => alert.userName ?? "Persona no identificada";

/** One open request: who, what, how long it has waited, who has it, and 'Abrir'. Past its target it turns red. */
type RowsProps = { alerts: AlertItem[]; now: Date; timezone: string; onOpen: () => void };

function BannerRow({ alert, now, timezone, onOpen }: Omit<RowsProps, "alerts"> & { alert: AlertItem }) {
  const person = bannerPerson(alert);
  const isOverdue = isLate(alert, now);
  const kind = alert.type === "help" ? KIND.help : KIND.health;
  return (
    <li
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 px-2 py-2 sm:px-3",
        isOverdue ? "border-red-900 bg-red-800 text-white" : "border-red-300 bg-white text-red-950",
      )}
    >
      <p className="min-w-0 text-base [overflow-wrap:anywhere]">
        <span className="font-bold">{person}</span> · {kind} ·{" "}
        <time dateTime={alert.createdAt}>{waitingLabel(new Date(alert.createdAt), now)}</time>
        {isOverdue ? <span className="font-bold"> · Fuera de plazo</span> : null}
        <span className="block text-sm">
          {acknowledgementLabel(alert, timezone)}
          {alert.accidentalAt ? " · Posible pulsación accidental" : ""}
        </span>
      </p>
      <Button
        variant={isOverdue ? "secondary" : "destructive"}
        className="max-w-full text-left [overflow-wrap:anywhere]"
        onClick={onOpen}
      >
        Abrir alerta de {person}
      </Button>
    </li>
  );
}

export function BannerRows({ alerts, now, timezone, onOpen }: RowsProps) {
  return (
    <ul className="grid gap-2">
      {alerts.slice(0, BANNER_ROWS).map((alert) => (
        <BannerRow key={alert.id} alert={alert} now={now} timezone={timezone} onOpen={onOpen} />
      ))}
    </ul>
  );
}
