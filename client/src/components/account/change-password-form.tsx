import { passwordEndpoints } from "@shared/api/routes";
import { MESSAGES } from "@shared/api/messages";

import { minPasswordLength, PASSWORD_MESSAGES } from "@shared/domain/password-rules";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";

type Props = {
  role: "family" | "professional";
  /** The label of the submit button ('Cambiar contraseña', 'Guardar y continuar'). */
  submitLabel: string;
  onChanged: (message: string) => void;
};

const NOT_THE_SAME = "Las dos contraseñas nuevas no coinciden.";

/**
 * Current password, new password twice, 'Mostrar contraseñas'. The length is checked here for a quick answer;
 * every other rule (common passwords, one's own name) is the server's, whose Spanish message is shown as is.
 */
export function ChangePasswordForm({ role, submitLabel, onChanged }: Props) {
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeated, setRepeated] = useState("");
  const [isShown, setIsShown] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const minLength = minPasswordLength(role);
  const mutation = useMutation({
    mutationFn: () =>
      callEndpoint(passwordEndpoints.changePassword, { body: { currentPassword: current, newPassword: next } }),
    onSuccess: (answer) => {
      setCurrent("");
      setNext("");
      setRepeated("");
      onChanged(answer.message);
    },
    onError: (error) => setMessage(getErrorMessage(error, "No se pudo cambiar la contraseña. Inténtelo de nuevo.")),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!current || !next || !repeated) return setMessage(MESSAGES.requiredFields);
    if (next.length < minLength) {
      const tooShort = role === "professional" ? "tooShortProfessional" : "tooShortFamily";
      return setMessage(PASSWORD_MESSAGES[tooShort]);
    }
    if (next !== repeated) return setMessage(NOT_THE_SAME);
    setMessage(null);
    mutation.mutate();
  };

  const type = isShown ? "text" : "password";
  const hintId = `${id}-hint`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-current`}>Contraseña actual</Label>
        <Input
          id={`${id}-current`}
          type={type}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-new`}>Contraseña nueva</Label>
        <Input
          id={`${id}-new`}
          type={type}
          autoComplete="new-password"
          aria-describedby={hintId}
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <p id={hintId} className="text-base text-slate-700">
          Al menos {minLength} caracteres. Una frase de varias palabras es fácil de recordar y difícil de adivinar.
          No use su nombre, su correo ni contraseñas conocidas.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-repeat`}>Repita la contraseña nueva</Label>
        <Input
          id={`${id}-repeat`}
          type={type}
          autoComplete="new-password"
          value={repeated}
          onChange={(e) => setRepeated(e.target.value)}
        />
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox id={`${id}-show`} checked={isShown} onCheckedChange={(value) => setIsShown(value === true)} />
        <Label htmlFor={`${id}-show`} className="cursor-pointer font-normal">
          Mostrar contraseñas
        </Label>
      </div>
      <FormAlert message={message} />
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? "Guardando..." : submitLabel}
      </Button>
    </form>
  );
}
