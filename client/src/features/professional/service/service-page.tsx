import { BackLink } from "@/components/back-link";
import { LoadError, Loading } from "../common/feedback";
import { dateTimeLabel } from "../common/time-format";
import { useProfessional } from "../common/use-professional";
import { ServiceForm } from "./service-form";
import { useServiceSettings } from "./use-service-settings";

/**
 * /professional/service ('Servicio y objetivos'): how fast this municipality means to answer a help request, and
 * when its staff are at their desks (docs/behaviour/13-later-additions.md#service-and-targets).
 */
export default function ServicePage() {
  const { timezone } = useProfessional();
  const settings = useServiceSettings();
  const change = settings.data?.lastChange;

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <BackLink href="/dashboard" label="Volver al panel" />
      <h1 className="text-3xl font-bold text-slate-900">Servicio y objetivos</h1>
      <p className="text-lg text-slate-800">
        Los objetivos de respuesta de su municipio: la alerta se marca en rojo cuando se pasan, las métricas miden
        cuántas peticiones se respondieron a tiempo y, pasado el objetivo de «Atendida», la petición se avisa por
        correo a guardia. El horario con personal decide qué lee la persona después de pedir ayuda.
      </p>
      {settings.isPending ? <Loading label="Cargando servicio y objetivos..." /> : null}
      {settings.isError ? (
        <LoadError message="No se pudieron cargar el servicio y los objetivos" onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? (
        <>
          <ServiceForm key={JSON.stringify(settings.data)} saved={settings.data} />
          <p className="text-base text-slate-800">
            {change
              ? `Último cambio: ${dateTimeLabel(change.at, timezone)} · ${change.actorName}`
              : "Se usan los valores por defecto: 60 segundos, 15 minutos, de lunes a viernes de 08:00 a 15:00."}
          </p>
        </>
      ) : null}
    </main>
  );
}
