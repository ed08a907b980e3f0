import { onCallEmail, onCallEmailList } from "@shared/api/on-call";
import { MAX_ON_CALL_EMAILS, ON_CALL_MESSAGES } from "@shared/api/on-call-texts";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { Field } from "../common/field";
import { FormAlert } from "../common/form-alert";
import { getErrorMessage } from "../common/server-error";
import { useSaveOnCall } from "./use-on-call";

/** The first Spanish message of a failed check, or null when the value passes. */
function problemOf(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? ON_CALL_MESSAGES.invalid);
}

/**
 * The list being edited: add (checked with the same rules as the server), remove, then save the whole list.
 * Nothing reaches the server until 'Guardar cambios'.
 */
export function OnCallForm({ saved }: { saved: string[] }) {
  const save = useSaveOnCall();
  const [draft, setDraft] = useState<string[]>(saved);
  const [newEmail, setNewEmail] = useState("");
  const [addError, setAddError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const isFull = draft.length >= MAX_ON_CALL_EMAILS;
  const isChanged = draft.length !== saved.length || draft.some((email, i) => email !== saved[i]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = onCallEmail.safeParse(newEmail);
    const problem = problemOf(parsed) ?? problemOf(onCallEmailList.safeParse([...draft, newEmail]));
    if (problem || !parsed.success) {
      setAddError(problem ?? ON_CALL_MESSAGES.invalid);
      return;
    }
    setDraft([...draft, parsed.data]);
    setNewEmail("");
    setAddError(undefined);
    setMessage(null);
  };

  const submit = () => {
    if (save.isPending) return;
    setMessage(null);
    save.mutate(draft, {
      onSuccess: (settings) => {
        setDraft(settings.emails);
        toast({ title: ON_CALL_MESSAGES.saved, description: "Los próximos avisos irán a estas direcciones." });
      },
      onError: (failure) => setMessage(getErrorMessage(failure, "No se pudieron guardar los correos de guardia")),
    });
  };

  return (
    <div className="grid gap-5">
      {draft.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-slate-300 p-4 text-lg text-slate-800">
          No hay correos de guardia: las alertas sin atender no se avisan por correo a nadie del municipio.
        </p>
      ) : (
        <ul aria-label="Correos de guardia" className="grid gap-2">
          {draft.map((email) => (
            <li
              key={email}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-slate-200 bg-white p-3"
            >
              <span className="text-lg break-all text-slate-900">{email}</span>
              <Button
                variant="secondary"
                aria-label={`Quitar ${email}`}
                onClick={() => setDraft(draft.filter((other) => other !== email))}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate aria-label="Añadir correo de guardia" onSubmit={add} className="flex flex-wrap items-end gap-3">
        <Field
          label="Nuevo correo de guardia"
          error={addError}
          hint={isFull ? `Ya hay ${MAX_ON_CALL_EMAILS} correos, el máximo. Quite uno para añadir otro.` : undefined}
          className="min-w-64 flex-1"
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={newEmail}
              disabled={isFull}
              placeholder="guardia@ayuntamiento.es"
              onChange={(event) => setNewEmail(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={isFull}>
          Añadir correo
        </Button>
      </form>
      <FormAlert message={message} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={submit} disabled={!isChanged || save.isPending}>
          {save.isPending ? "Guardando..." : "Guardar cambios"}
        </Button>
        <p role="status" className="text-base text-slate-800">
          {isChanged ? "Hay cambios sin guardar." : ""}
        </p>
      </div>
    </div>
  );
}
