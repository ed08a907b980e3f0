import { BellRing } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { usePhoneNotices } from "./use-phone-notices";

const EMAIL_FALLBACK = "Si no pueden llegarle aquí, le escribiremos a su correo electrónico.";

/**
 * 'Avisos en este teléfono': a relative whose person shares with the family turns on Web Push here, and hears
 * of a help request or an urgent health alert at once (docs/behaviour/13-later-additions.md#family-notices).
 */
export function PhoneNotices() {
  const id = useId();
  const { status, capability, isOn, turnOn, turnOff } = usePhoneNotices();
  // Nothing to offer before the status is known, or when the server sends no notices at all.
  if (!status.data?.publicKey) return null;

  let content;
  if (!status.data.hasConsentingPerson) {
    content = <Note>Los avisos llegan solo de las personas que comparten su información con la familia.</Note>;
  } else if (capability === "unsupported") {
    content = <Note>Este navegador no puede recibir avisos. {EMAIL_FALLBACK}</Note>;
  } else if (capability === "denied") {
    content = (
      <Note>
        Los avisos están bloqueados para Acompaña en este navegador. Permítalos en los ajustes del navegador y vuelva a
        esta página. Mientras tanto, le escribiremos a su correo electrónico.
      </Note>
    );
  } else {
    const busy = turnOn.isPending || turnOff.isPending;
    content = (
      <>
        <p role="status" className="text-lg font-semibold text-slate-900">
          {isOn ? "Los avisos están activados en este teléfono." : "Los avisos están desactivados en este teléfono."}
        </p>
        <Button
          className="self-start"
          variant={isOn ? "secondary" : "primary"}
          disabled={busy}
          onClick={() => (isOn ? turnOff.mutate() : turnOn.mutate())}
        >
          <BellRing aria-hidden="true" className="h-5 w-5" />
          {isOn ? "Desactivar avisos en este teléfono" : "Activar avisos en este teléfono"}
        </Button>
        {turnOn.data === "denied" ? (
          <p role="alert" className="text-lg font-semibold text-slate-900">
            Para recibir avisos, permita las notificaciones cuando el navegador lo pregunte.
          </p>
        ) : null}
        {turnOn.isError || turnOff.isError ? (
          <p role="alert" className="text-lg font-semibold text-red-800">
            {turnOn.isError ? `No se pudieron activar los avisos en este navegador. ${EMAIL_FALLBACK}` : "No se pudieron desactivar los avisos. Inténtelo de nuevo."}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <Card className="p-5">
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          Avisos en este teléfono
        </h2>
        <p className="text-lg text-slate-800">
          Si la persona a la que acompaña pide ayuda o hay un aviso urgente de salud, le llegará un aviso al momento.
        </p>
        {content}
      </section>
    </Card>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-lg text-slate-800">{children}</p>;
}
