import { isActive } from "@shared/domain/status";
import { MessageCircle, Plus } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { fullName } from "@shared/domain/names";
import { instantLabel } from "../common/time-labels";

type DashboardHeaderProps = {
  elderly: { firstName: string; lastName: string };
  lastActivity: Date | null;
  now: Date;
  timezone: string;
  onNewReminder: () => void;
};

/** The person's name under 'Panel Familiar', the activity badge and the two main actions. */
export function DashboardHeader({
  elderly,
  lastActivity,
  now,
  timezone,
  onNewReminder,
}: DashboardHeaderProps) {
  const active = isActive(lastActivity, now);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 text-2xl font-semibold wrap-anywhere text-slate-900">{fullName(elderly)}</p>
        <span
          className={cn(
            "rounded-full border-2 px-3 py-1 text-base font-semibold",
            active
              ? "border-green-700 bg-green-50 text-green-900"
              : "border-amber-600 bg-amber-50 text-amber-900",
          )}
        >
          {active ? "Activo/a hoy" : "Sin actividad reciente"}
        </span>
      </div>
      <p className="text-base text-slate-800">
        Última actividad: {lastActivity ? instantLabel(lastActivity, now, timezone) : "sin registrar"}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href="/messages" className={buttonClasses("primary", "lg")}>
          <MessageCircle aria-hidden="true" className="h-5 w-5" />
          Enviar Mensaje
        </Link>
        <Button variant="secondary" size="lg" onClick={onNewReminder}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          Nuevo Recordatorio
        </Button>
      </div>
    </div>
  );
}
