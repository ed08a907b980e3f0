import { SECOND_FACTOR_MESSAGES } from "@shared/api/second-factor-texts";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { getErrorMessage } from "@/lib/query-client";
import { createPasskey, suggestedPasskeyName } from "./passkeys";
import type { Enrolled } from "./totp-setup";

type Props = { onEnrolled: (answer: Enrolled) => void; onCancel: () => void };

/** 'Crear una llave de acceso': a name to recognise it, then the device's own prompt (fingerprint, face, PIN). */
export function PasskeyCreate({ onEnrolled, onCancel }: Props) {
  const id = useId();
  const [name, setName] = useState(suggestedPasskeyName);
  const [message, setMessage] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (chosen: string) => createPasskey(chosen),
    onSuccess: onEnrolled,
    onError: (error) =>
      setMessage(error.name === "PasskeyCancelled" ? error.message : getErrorMessage(error, SECOND_FACTOR_MESSAGES.passkeyFailed)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!name.trim()) return setMessage(SECOND_FACTOR_MESSAGES.passkeyNameRequired);
    setMessage(null);
    create.mutate(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-base text-slate-800">
        Su dispositivo le pedirá su huella, su cara o el PIN de la pantalla. La llave queda guardada en el dispositivo.
      </p>
      <Label htmlFor={`${id}-name`}>Nombre de la llave</Label>
      <Input
        id={`${id}-name`}
        aria-describedby={`${id}-hint`}
        maxLength={60}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-base text-slate-700">
        Para reconocerla después, por ejemplo «Móvil del trabajo».
      </p>
      <FormAlert message={message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creando..." : "Crear la llave"}
        </Button>
      </div>
    </form>
  );
}
