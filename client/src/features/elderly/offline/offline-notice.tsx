import { WifiOff } from "lucide-react";
import { useElderlyUser } from "../common/use-elderly-user";
import { useQueuedCount } from "./completion-queue";
import { useIsOffline } from "./network-state";

/**
 * A calm notice while the tablet has no connection, instead of error messages: reminders keep
 * coming, and what the person marks is sent later. A polite status, so a screen reader hears it once.
 */
export function OfflineNotice() {
  const isOffline = useIsOffline();
  const { userId } = useElderlyUser();
  const waiting = useQueuedCount(userId);
  if (!isOffline) return null;
  return (
    <div className="px-4">
      <div
        role="status"
        className="mx-auto mt-4 flex w-full max-w-4xl items-start gap-4 rounded-3xl border-2 border-brand-700 bg-brand-50 p-5 text-2xl text-slate-900"
      >
        <WifiOff aria-hidden="true" className="mt-1 h-9 w-9 shrink-0" />
        <div className="flex flex-col gap-2">
          <p className="font-bold">Sin conexión</p>
          <p>Sus recordatorios siguen funcionando; lo que marque se enviará al volver la conexión.</p>
          {waiting > 0 ? (
            <p>
              {waiting === 1
                ? "1 recordatorio marcado espera para enviarse."
                : `${waiting} recordatorios marcados esperan para enviarse.`}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
