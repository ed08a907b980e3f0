import { ALERT_TITLES } from "@shared/api/messages";
import { BellRing, Volume2, VolumeX } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { Spinner } from "@/components/spinner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useProfessional } from "../common/use-professional";
import { isSoundOn, playAlertChime, saveSoundOn } from "./alert-sound";
import { useTitleCount } from "./title-count";
import { useNewAlerts } from "./use-new-alerts";

const AlertsPanel = lazy(() => import("../dashboard/alerts/alerts-panel"));

/**
 * On every page of the portal: a banner for help and health alerts nobody has opened yet, the pending
 * count in the page title, and a short sound when a new one arrives (switchable, remembered).
 */
export function AlertBanner() {
  const { id } = useProfessional();
  const [isSound, setIsSound] = useState(isSoundOn);
  const [isOpen, setIsOpen] = useState(false);
  const onArrival = useCallback(() => {
    if (isSoundOn()) playAlertChime();
  }, []);
  const { fresh, pendingCount } = useNewAlerts(id, onArrival);
  useTitleCount(pendingCount);
  const newest = fresh[0];
  const person = newest?.userName ?? "Persona no identificada";
  const toggleSound = () => {
    saveSoundOn(!isSound);
    setIsSound(!isSound);
  };
  return (
    <>
      <div className="flex justify-end px-3 pt-2">
        <Button variant="ghost" aria-pressed={isSound} onClick={toggleSound}>
          {isSound ? <Volume2 aria-hidden="true" className="h-5 w-5" /> : <VolumeX aria-hidden="true" className="h-5 w-5" />}
          Sonido de alertas
        </Button>
      </div>
      {/* A live region that is always there, so screen readers announce the banner when it appears. */}
      <div aria-live="assertive">
        {newest ? (
          <section
            aria-label="Nueva alerta"
            className="mx-3 mt-2 flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-red-800 bg-red-50 p-4">
            <p className="flex items-center gap-2 text-lg text-red-950">
              <BellRing aria-hidden="true" className="h-6 w-6 shrink-0" />
              <span>
                <span className="font-bold">{ALERT_TITLES[newest.type]}:</span> {person}
                {fresh.length > 1 ? ` (y ${fresh.length - 1} más)` : ""}
              </span>
            </p>
            <Button variant="destructive" onClick={() => setIsOpen(true)}>
              Abrir alerta de {person}
            </Button>
          </section>
        ) : null}
      </div>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>Alertas Pendientes</DialogTitle>
          <DialogDescription>Las alertas escaladas aparecen primero. Marque cada una como atendida al resolverla.</DialogDescription>
          <Suspense fallback={<Spinner label="Cargando alertas..." />}>
            <AlertsPanel />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
