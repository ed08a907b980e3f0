import type { FactorSummary } from "@shared/api/second-factor";
import { Button } from "@/components/ui/button";

export const when = (iso: string, timezone?: string) =>
  new Intl.DateTimeFormat("es-ES", { dateStyle: "medium", timeStyle: "short", timeZone: timezone }).format(new Date(iso));

type Props = {
  summary: FactorSummary;
  timezone?: string;
  isBusy: boolean;
  onRemovePasskey: (id: string) => void;
  onRemoveTotp: () => void;
};

/** One's passkeys and the authenticator app, each with 'Quitar'. */
export function FactorList({ summary, timezone, isBusy, onRemovePasskey, onRemoveTotp }: Props) {
  return (
    <>
      <h3 className="text-xl font-semibold text-slate-900">Llaves de acceso</h3>
      {summary.passkeys.length === 0 ? <p className="text-base text-slate-700">No tiene ninguna llave de acceso.</p> : null}
      <ul className="flex flex-col gap-3">
        {summary.passkeys.map((passkey) => (
          <li key={passkey.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="text-lg font-semibold break-words text-slate-900">{passkey.name}</p>
              <p className="text-base text-slate-700">
                Creada el {when(passkey.createdAt, timezone)} ·{" "}
                {passkey.lastUsedAt ? `Último uso: ${when(passkey.lastUsedAt, timezone)}` : "Sin usar todavía"}
              </p>
            </div>
            <Button
              variant="secondary"
              disabled={isBusy}
              onClick={() => onRemovePasskey(passkey.id)}
              aria-label={`Quitar la llave ${passkey.name}`}
            >
              Quitar
            </Button>
          </li>
        ))}
      </ul>
      <h3 className="text-xl font-semibold text-slate-900">Aplicación de autenticación</h3>
      {summary.hasTotp ? (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center">
          <p className="flex-1 text-lg text-slate-900">
            <span className="font-semibold text-green-900">Activa.</span> Le pedirá un código de 6 números al entrar.
          </p>
          <Button variant="secondary" disabled={isBusy} onClick={onRemoveTotp} aria-label="Quitar la aplicación de autenticación">
            Quitar
          </Button>
        </div>
      ) : (
        <p className="text-base text-slate-700">No ha configurado ninguna aplicación.</p>
      )}
    </>
  );
}
