import type { AlertNotification } from "@shared/api/alerts";
import { Mail } from "lucide-react";

const WHO: Record<AlertNotification["recipientKind"], string> = {
  on_call: "Guardia municipal",
  emergency_contact: "Contacto de emergencia",
};

const STATUS: Record<AlertNotification["status"], string> = {
  pending: "pendiente de envío",
  delivered: "entregado",
  failed: "no se pudo entregar",
};

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString("es-ES", { hour: "2-digit", minute: "2-digit" });

/** The e-mail escalations of one alert: to whom, when, and whether the mail server took it. */
export function EscalationRecord({ notifications }: { notifications: readonly AlertNotification[] }) {
  if (notifications.length === 0) return null;
  return (
    <div className="rounded-lg bg-slate-100 p-2">
      <p className="flex items-center gap-1 text-sm font-semibold text-slate-900">
        <Mail aria-hidden="true" className="h-4 w-4" /> Avisos por correo
      </p>
      <div className="grid gap-1 text-sm text-slate-800">
        {notifications.map((n) => (
          <p key={n.id}>
            {WHO[n.recipientKind]} ({n.address}): {STATUS[n.status]}
            {n.deliveredAt ? ` a las ${timeOf(n.deliveredAt)}` : ` · avisado a las ${timeOf(n.createdAt)}`}
            {n.status !== "delivered" && n.attempts > 0 ? ` · ${n.attempts} intentos` : ""}
          </p>
        ))}
      </div>
    </div>
  );
}
