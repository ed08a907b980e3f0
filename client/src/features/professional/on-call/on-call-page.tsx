import { Info } from "lucide-react";
import { BackLink } from "@/components/back-link";
import { LoadError, Loading } from "../common/feedback";
import { useProfessional } from "../common/use-professional";
import { OnCallForm } from "./on-call-form";
import { OnCallHistory } from "./on-call-history";
import { useEscalationMode, useOnCallSettings } from "./use-on-call";

/**
 * /professional/on-call ('Correos de guardia'): who in this municipality receives unattended help requests by
 * e-mail (docs/behaviour/13-later-additions.md#alert-escalation).
 */
export default function OnCallPage() {
  const { timezone } = useProfessional();
  const settings = useOnCallSettings();
  const mode = useEscalationMode();

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <BackLink href="/dashboard" label="Volver al panel" />
      <h1 className="text-3xl font-bold text-slate-900">Correos de guardia</h1>
      <p className="text-lg text-slate-800">
        Si una petición de ayuda sigue sin atender pasado el objetivo de «Atendida» del municipio (15 minutos si no
        se cambia en «Servicio y objetivos»), o llega una alerta de salud crítica, Acompaña envía un correo a estas
        direcciones de su municipio (solo quién, qué tipo de alerta y cuándo). Otros municipios no las ven.
      </p>
      {mode.data?.isEmailEnabled === false ? (
        <p className="flex items-start gap-2 rounded-xl border-2 border-slate-300 bg-slate-50 p-3 text-base text-slate-900">
          <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          Este servidor no tiene correo configurado: por ahora las alertas se avisan solo en el panel.
        </p>
      ) : null}
      {settings.isPending ? <Loading label="Cargando correos de guardia..." /> : null}
      {settings.isError ? (
        <LoadError message="No se pudieron cargar los correos de guardia" onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? (
        <>
          <OnCallForm key={settings.data.emails.join(",")} saved={settings.data.emails} />
          <OnCallHistory changes={settings.data.changes} timezone={timezone} />
        </>
      ) : null}
    </main>
  );
}
