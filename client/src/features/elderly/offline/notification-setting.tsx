import { BellRing } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { canNotify } from "./system-notification";

type Permission = NotificationPermission | "unsupported";

const current = (): Permission => (canNotify() ? Notification.permission : "unsupported");

/**
 * 'Avisos en la tableta': the only place that asks for notification permission, on the person's own tap,
 * so a reminder also reaches them when another app is in front.
 */
export function NotificationSetting() {
  const [permission, setPermission] = useState<Permission>(current);
  if (permission === "unsupported") return null;

  const ask = async () => setPermission(await Notification.requestPermission());

  return (
    <section
      aria-labelledby="avisos-tableta"
      className="flex flex-col items-start gap-3 rounded-3xl border-2 border-slate-300 bg-white p-5 text-2xl text-slate-900"
    >
      <h2 id="avisos-tableta" className="flex items-center gap-3 text-3xl font-bold">
        <BellRing aria-hidden="true" className="h-9 w-9 shrink-0" />
        Avisos en la tableta
      </h2>
      {permission === "granted" ? (
        <p>Activados: si la aplicación no está a la vista, la tableta le avisará a la hora de cada recordatorio.</p>
      ) : permission === "denied" ? (
        <p>
          Los avisos están bloqueados en esta tableta. Para activarlos, pida ayuda para cambiarlo en los ajustes del
          navegador.
        </p>
      ) : (
        <>
          <p>La tableta puede avisarle de sus recordatorios aunque esté usando otra aplicación.</p>
          <Button size="xl" onClick={() => void ask()}>
            Activar avisos
          </Button>
        </>
      )}
    </section>
  );
}
