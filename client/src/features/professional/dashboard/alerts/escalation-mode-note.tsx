import { alertEndpoints } from "@shared/api/routes";
import type { EscalationMode } from "@shared/api/alerts";
import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { queryKeyOf } from "@/lib/endpoint-client";

/** Says plainly when unattended alerts are not e-mailed to anyone (no SMTP server configured). */
export function EscalationModeNote() {
  const mode = useQuery<EscalationMode>({ queryKey: queryKeyOf(alertEndpoints.escalationMode) });
  if (mode.data?.isEmailEnabled !== false) return null;
  return (
    <p className="mb-3 flex items-start gap-2 rounded-xl border-2 border-slate-300 bg-slate-50 p-3 text-base text-slate-900">
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      Escalado solo en este panel: no hay servidor de correo configurado, así que las alertas sin atender no se
      avisan por correo a la guardia ni al contacto de emergencia.
    </p>
  );
}
