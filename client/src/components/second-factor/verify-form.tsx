import { secondFactorEndpoints } from "@shared/api/routes";
import type { EndpointOf, ResponseOf } from "@shared/api/contract";
import type { VerifyRequest } from "@shared/api/second-factor";
import { SECOND_FACTOR_MESSAGES } from "@shared/api/second-factor-texts";
import { normaliseRecoveryCode, normaliseTotpCode } from "@shared/domain/second-factor";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";
import { signWithPasskey } from "./passkeys";

type Verified = ResponseOf<EndpointOf<typeof secondFactorEndpoints.verify>>;
type Props = { onVerified: (answer: Verified) => void };

const FAILED = "No se pudo comprobar. Inténtelo de nuevo.";

/**
 * The factor itself: a passkey, a code of the authenticator app, or one recovery code. Used by the second step
 * of a sign-in and by 'Confirme su identidad'. A refusal is shown and focused, so it is read out at once.
 */
export function VerifyForm({ onVerified }: Props) {
  const id = useId();
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hasSwitched = useRef(false);
  const verify = useMutation({
    mutationFn: async (body: VerifyRequest | "passkey") => {
      const request = body === "passkey" ? { method: "passkey" as const, credential: await signWithPasskey() } : body;
      return callEndpoint(secondFactorEndpoints.verify, { body: request });
    },
    onSuccess: onVerified,
    onError: (error) => {
      setCode("");
      setMessage(error.name === "PasskeyCancelled" ? error.message : getErrorMessage(error, FAILED));
    },
  });

  useEffect(() => {
    if (message) alertRef.current?.focus();
  }, [message]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    setMessage(null);
    if (isRecovery) {
      const recovery = normaliseRecoveryCode(code);
      if (!recovery) return setMessage(SECOND_FACTOR_MESSAGES.recoveryInvalid);
      return verify.mutate({ method: "recovery", code: recovery });
    }
    const totp = normaliseTotpCode(code);
    if (!totp) return setMessage(SECOND_FACTOR_MESSAGES.codeInvalid);
    verify.mutate({ method: "totp", code: totp });
  };

  // The field changes meaning: a keyboard or screen-reader user is taken to it, not left on the link.
  useEffect(() => {
    if (hasSwitched.current) inputRef.current?.focus();
  }, [isRecovery]);

  const switchMethod = () => {
    hasSwitched.current = true;
    setIsRecovery((current) => !current);
    setCode("");
    setMessage(null);
  };

  return (
    <div className="flex flex-col gap-5">
      <div ref={alertRef} tabIndex={-1} className="outline-none focus-visible:outline-3 focus-visible:outline-red-700">
        <FormAlert message={message} />
      </div>
      <Button
        size="lg"
        disabled={verify.isPending}
        onClick={() => {
          setMessage(null);
          verify.mutate("passkey");
        }}
      >
        Usar llave de acceso
      </Button>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Label htmlFor={`${id}-code`}>{isRecovery ? "Código de recuperación" : "Código de la aplicación"}</Label>
        <p id={`${id}-hint`} className="text-base text-slate-700">
          {isRecovery
            ? "Uno de los códigos que guardó al activar la verificación (por ejemplo, ABCDE-F2345). Cada código sirve una sola vez."
            : "Los 6 números que muestra ahora su aplicación de autenticación."}
        </p>
        <Input
          key={isRecovery ? "recovery" : "totp"}
          ref={inputRef}
          id={`${id}-code`}
          aria-describedby={`${id}-hint`}
          inputMode={isRecovery ? "text" : "numeric"}
          autoComplete={isRecovery ? "off" : "one-time-code"}
          autoCapitalize={isRecovery ? "characters" : undefined}
          spellCheck={false}
          maxLength={isRecovery ? 20 : 12}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="lg" disabled={verify.isPending}>
          {verify.isPending ? "Verificando..." : "Verificar"}
        </Button>
      </form>
      <Button variant="link" className="self-start px-0" onClick={switchMethod}>
        {isRecovery ? "Usar el código de la aplicación" : "Usar un código de recuperación"}
      </Button>
    </div>
  );
}
