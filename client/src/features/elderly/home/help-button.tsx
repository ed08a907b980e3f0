import { CheckCircle2, Siren } from "lucide-react";
import { cn } from "@/lib/cn";
import { useHelpAlert } from "./use-help-alert";

/** 'Ayuda profesional': alerts staff; then reads 'Ayuda enviada' / 'Personal avisado' for 10 s. */
export function HelpButton({ userId }: { userId: string }) {
  const { send, isLocked, isSending, isWaitingForConnection } = useHelpAlert(userId);
  const Icon = isLocked ? CheckCircle2 : Siren;
  // aria-disabled rather than disabled: the focus stays on the button, so a keyboard or screen-reader
  // user hears its new name 'Ayuda enviada'. `send` ignores presses while sending or locked.
  return (
    <button
      type="button"
      onClick={send}
      aria-disabled={isLocked || isSending || !userId}
      aria-busy={isSending}
      className={cn(
        // One row, one target tall: the bar it lives in stays in view on every screen without eating it.
        "flex min-h-target w-full flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-2xl border-4 px-4 py-2 text-center font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed",
        isLocked
          ? "border-green-800 bg-green-50 text-green-900"
          : "border-red-800 bg-red-800 text-white hover:bg-red-900 aria-disabled:opacity-80",
      )}
    >
      <Icon aria-hidden="true" className="h-9 w-9 shrink-0" />
      {isLocked ? (
        <>
          <span className="text-2xl">Ayuda enviada</span> <span className="text-xl">Personal avisado</span>
        </>
      ) : isWaitingForConnection ? (
        <>
          <span className="text-2xl">Sin conexión</span> <span className="text-xl">Se enviará al volver</span>
        </>
      ) : (
        <span className="text-2xl">{isSending ? "Enviando aviso..." : "Ayuda profesional"}</span>
      )}
    </button>
  );
}
