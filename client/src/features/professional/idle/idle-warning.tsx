import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useAuth } from "@/lib/auth";
import { useStaffIdle } from "./use-staff-idle";

/** '¿Sigue ahí?': two minutes before an idle staff session ends, a way to keep it (WCAG 2.2.1). */
export function IdleWarning() {
  const { isWarning, stayConnected } = useStaffIdle();
  const { logout } = useAuth();
  const [isFailed, setIsFailed] = useState(false);
  const stay = () => {
    setIsFailed(false);
    stayConnected().catch(() => setIsFailed(true));
  };
  return (
    // Escape or the close button are an answer too: the person is there.
    <Dialog open={isWarning} onOpenChange={(isOpen) => !isOpen && stay()}>
      <DialogContent role="alertdialog">
        <DialogTitle>¿Sigue ahí?</DialogTitle>
        <DialogDescription className="text-lg text-slate-900">
          Su sesión se cerrará en 2 minutos por inactividad.
        </DialogDescription>
        {isFailed && (
          <p role="alert" className="font-semibold text-red-800">
            No se pudo mantener la sesión. Compruebe la conexión e inténtelo de nuevo.
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button onClick={stay}>Seguir conectado</Button>
          <Button variant="secondary" onClick={() => void logout()}>
            Cerrar sesión
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
