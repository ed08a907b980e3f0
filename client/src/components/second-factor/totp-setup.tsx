import { secondFactorEndpoints } from "@shared/api/routes";
import type { EndpointOf, ResponseOf } from "@shared/api/contract";
import { SECOND_FACTOR_MESSAGES } from "@shared/api/second-factor-texts";
import { normaliseTotpCode } from "@shared/domain/second-factor";
import { useMutation } from "@tanstack/react-query";
import { QRCodeSVG } from "qrcode.react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";

export type Enrolled = ResponseOf<EndpointOf<typeof secondFactorEndpoints.totpConfirm>>;
type Props = { onEnrolled: (answer: Enrolled) => void; onCancel: () => void };

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** 'Configurar aplicación': a new secret as a QR code and as text, activated by one code of the app. */
export function TotpSetup({ onEnrolled, onCancel }: Props) {
  const id = useId();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const setup = useMutation({ mutationFn: () => callEndpoint(secondFactorEndpoints.totpSetup, {}) });
  const confirm = useMutation({
    mutationFn: (valid: string) => callEndpoint(secondFactorEndpoints.totpConfirm, { body: { code: valid } }),
    onSuccess: onEnrolled,
    onError: (error) => setMessage(getErrorMessage(error, "No se pudo activar la aplicación. Inténtelo de nuevo.")),
  });
  const { mutate: start } = setup;
  useEffect(() => start(), [start]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const valid = normaliseTotpCode(code);
    if (!valid) return setMessage(SECOND_FACTOR_MESSAGES.codeInvalid);
    setMessage(null);
    confirm.mutate(valid);
  };

  if (setup.isError) {
    return (
      <div className="flex flex-col gap-3">
        <FormAlert message={getErrorMessage(setup.error, "No se pudo preparar la aplicación. Inténtelo de nuevo.")} />
        <Button variant="secondary" className="self-start" onClick={onCancel}>
          Volver
        </Button>
      </div>
    );
  }
  if (!setup.data) return <p role="status">Preparando el código QR...</p>;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-2 pl-6 text-base text-slate-800">
        <li>Abra su aplicación de autenticación (por ejemplo, Google Authenticator o Microsoft Authenticator).</li>
        <li>Añada una cuenta y escanee este código QR.</li>
        <li>Escriba abajo los 6 números que le muestra la aplicación.</li>
      </ol>
      <div className="self-start rounded-xl bg-white p-3">
        <QRCodeSVG value={setup.data.uri} size={200} role="img" aria-label="Código QR para la aplicación de autenticación" />
      </div>
      <p className="text-base text-slate-800">
        Si no puede escanearlo, escriba esta clave en la aplicación:{" "}
        <code className="rounded bg-slate-100 px-2 py-1 font-mono text-lg tracking-wider break-all" data-testid="totp-secret">
          {grouped(setup.data.manualKey)}
        </code>
      </p>
      <Label htmlFor={`${id}-code`}>Código de la aplicación</Label>
      <Input
        id={`${id}-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormAlert message={message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? "Activando..." : "Activar la aplicación"}
        </Button>
      </div>
    </form>
  );
}
