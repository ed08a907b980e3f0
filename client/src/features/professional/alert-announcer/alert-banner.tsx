import { BellRing, Volume2, VolumeX } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { Spinner } from "@/components/spinner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useNow } from "../common/use-now";
import { useProfessional } from "../common/use-professional";
import { isSoundOn, playAlertChime, saveSoundOn } from "./alert-sound";
import { BANNER_ROWS, BannerRows, bannerPerson } from "./banner-rows";
import { useTitleCount } from "./title-count";
import { useAlertStream } from "./use-alert-stream";
import { useNewAlerts } from "./use-new-alerts";

const AlertsPanel = lazy(() => import("../dashboard/alerts/alerts-panel"));

/**
 * On every page of the portal, while any help request or critical health alert is unattended: a banner with
 * each one (nobody's first, then the oldest), how long it has waited and who has it; the pending count in the
 * page title; a short sound when a new one arrives (switchable, remembered). New ones arrive by the server's
 * live events, the 30-second poll behind them.
 */
export function AlertBanner() {
  const { id, timezone } = useProfessional();
  const [isSound, setIsSound] = useState(isSoundOn);
  const [isOpen, setIsOpen] = useState(false);
  const onArrival = useCallback(() => {
    if (isSoundOn()) playAlertChime();
  }, []);
  useAlertStream(id);
  const { urgent, pendingCount } = useNewAlerts(id, onArrival);
  useTitleCount(pendingCount);
  // Every 15 s: 'hace 45 s' and the turn to red past a one-minute target must not lag by half a minute.
  const now = useNow(15_000);
  const first = urgent[0];
  const toggleSound = () => {
    saveSoundOn(!isSound);
    setIsSound(!isSound);
  };
  const more = urgent.length - 1;
  return (
    <>
      <div className="flex justify-end px-3 pt-2">
        <Button variant="ghost" aria-pressed={isSound} onClick={toggleSound}>
          {isSound ? <Volume2 aria-hidden="true" className="h-5 w-5" /> : <VolumeX aria-hidden="true" className="h-5 w-5" />}
          Sonido de alertas
        </Button>
      </div>
      {first ? (
        <section
          aria-label="Alertas sin atender"
          className="mx-3 mt-2 grid gap-3 rounded-xl border-2 border-red-800 bg-red-50 p-3 sm:p-4">
          {/* Only the headline is live: it changes when the set of requests does, not every time a clock ticks. */}
          <p role="alert" className="flex items-center gap-2 text-lg text-red-950">
            <BellRing aria-hidden="true" className="h-6 w-6 shrink-0" />
            {/* A long name or several alerts must wrap inside a 320-px screen, never widen the page. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-bold">{urgent.length === 1 ? "1 alerta sin atender" : `${urgent.length} alertas sin atender`}:</span>{" "}
              {bannerPerson(first)}
              {more > 0 ? ` (y ${more} más)` : ""}
            </span>
          </p>
          <BannerRows alerts={urgent} now={now} timezone={timezone} onOpen={() => setIsOpen(true)} />
          {urgent.length > BANNER_ROWS ? (
            <Button variant="secondary" className="max-w-full justify-self-start [overflow-wrap:anywhere]" onClick={() => setIsOpen(true)}>
              Ver las {urgent.length} alertas sin atender
            </Button>
          ) : null}
        </section>
      ) : null}
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>Alertas Pendientes</DialogTitle>
          <DialogDescription>
            Las peticiones de ayuda sin atender aparecen primero. Pulse «La atiendo» al hacerse cargo y márquela como
            atendida al resolverla.
          </DialogDescription>
          <Suspense fallback={<Spinner label="Cargando alertas..." />}>
            <AlertsPanel />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
