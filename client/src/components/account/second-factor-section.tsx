import { secondFactorEndpoints } from "@shared/api/routes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { PasskeyCreate } from "@/components/second-factor/passkey-create";
import { RecoveryCodesPanel } from "@/components/second-factor/recovery-codes-panel";
import { type Enrolled, TotpSetup } from "@/components/second-factor/totp-setup";
import { Button } from "@/components/ui/button";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";
import { FactorList } from "./factor-list";

const summaryKey = queryKeyOf(secondFactorEndpoints.summary);
type Adding = "passkey" | "totp" | null;

/** 'Verificación en dos pasos' in 'Mi cuenta': one's factors, adding and removing them, the recovery codes. */
export function SecondFactorSection({ isStaff, timezone }: { isStaff: boolean; timezone?: string }) {
  const queryClient = useQueryClient();
  const summary = useQuery({ queryKey: summaryKey, queryFn: () => callEndpoint(secondFactorEndpoints.summary, {}) });
  const [adding, setAdding] = useState<Adding>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: summaryKey });
  const onError = (error: Error) => setMessage(getErrorMessage(error, "No se pudo hacer el cambio. Inténtelo de nuevo."));
  const act = (text: string) => ({
    onSuccess: () => {
      setMessage(null);
      setDone(text);
    },
    onError,
    onSettled: refresh,
  });
  const removePasskey = useMutation({
    mutationFn: (id: string) => callEndpoint(secondFactorEndpoints.passkeyRemove, { params: { id } }),
    ...act("Llave de acceso quitada."),
  });
  const removeTotp = useMutation({
    mutationFn: () => callEndpoint(secondFactorEndpoints.totpRemove, {}),
    ...act("Aplicación de autenticación quitada."),
  });
  const renew = useMutation({
    mutationFn: () => callEndpoint(secondFactorEndpoints.recoveryCodes, {}),
    onSuccess: (answer) => {
      setMessage(null);
      setCodes(answer.recoveryCodes);
    },
    onError,
    onSettled: refresh,
  });
  const onEnrolled = (answer: Enrolled) => {
    setAdding(null);
    setDone(adding === "totp" ? "Aplicación de autenticación activada." : "Llave de acceso creada.");
    if (answer.recoveryCodes?.length) setCodes(answer.recoveryCodes);
    void refresh();
  };
  const data = summary.data;
  const isBusy = removePasskey.isPending || removeTotp.isPending || renew.isPending;
  return (
    <section aria-labelledby="second-factor-heading" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="second-factor-heading" className="text-2xl font-semibold text-slate-900">
        Verificación en dos pasos{" "}
        <span className="ml-2 rounded-full bg-brand-50 px-3 py-1 align-middle text-base font-semibold text-brand-800">
          {isStaff ? "Obligatoria" : "Recomendada"}
        </span>
      </h2>
      <p className="text-base text-slate-700">
        {isStaff
          ? "Al entrar, además de la contraseña, se le pide una llave de acceso o un código. Es obligatoria para el personal."
          : "Es opcional, pero protege su cuenta aunque alguien conozca su contraseña."}
      </p>
      {summary.isPending ? <p role="status">Cargando...</p> : null}
      {summary.isError ? <p role="alert">No se pudo cargar la verificación en dos pasos.</p> : null}
      <p role="status" className="text-lg font-semibold text-green-900 empty:hidden">
        {done}
      </p>
      <FormAlert message={message} />
      {codes ? <RecoveryCodesPanel codes={codes} doneLabel="Hecho" onDone={() => setCodes(null)} /> : null}
      {data && !codes ? (
        <>
          <FactorList
            summary={data}
            timezone={timezone}
            isBusy={isBusy}
            onRemovePasskey={(id) => removePasskey.mutate(id)}
            onRemoveTotp={() => removeTotp.mutate()}
          />
          {adding === "passkey" ? <PasskeyCreate onEnrolled={onEnrolled} onCancel={() => setAdding(null)} /> : null}
          {adding === "totp" ? <TotpSetup onEnrolled={onEnrolled} onCancel={() => setAdding(null)} /> : null}
          {adding === null ? (
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => setAdding("passkey")}>
                Añadir llave de acceso
              </Button>
              {data.hasTotp ? null : (
                <Button variant="secondary" onClick={() => setAdding("totp")}>
                  Configurar aplicación
                </Button>
              )}
            </div>
          ) : null}
          <h3 className="text-xl font-semibold text-slate-900">Códigos de recuperación</h3>
          <p className="text-base text-slate-700">
            {data.recoveryCodesLeft === 1
              ? "Le queda 1 código de recuperación sin usar."
              : `Le quedan ${data.recoveryCodesLeft} códigos de recuperación sin usar.`}
          </p>
          {data.hasTotp || data.passkeys.length > 0 ? (
            <Button variant="secondary" className="self-start" disabled={isBusy} onClick={() => renew.mutate()}>
              {renew.isPending ? "Generando..." : "Generar códigos nuevos"}
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
