import type { PinStatus } from "@shared/api/user-admin";
import { USER_ADMIN_MESSAGES } from "@shared/api/user-texts";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { Field } from "../common/field";
import { FormAlert } from "../common/form-alert";
import { getErrorMessage } from "../common/server-error";
import { fullName } from "@shared/domain/names";
import { useSetPin } from "./use-pins";

function AssignPinForm({ person, onDone }: { person: PinStatus; onDone: () => void }) {
  const setPin = useSetPin();
  const [pin, setPinValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (setPin.isPending) return;
    if (!/^\d{4}$/.test(pin)) {
      setError(USER_ADMIN_MESSAGES.pinFormat);
      return;
    }
    setError(undefined);
    setMessage(null);
    setPin.mutate(
      { person, pin },
      {
        onSuccess: () => {
          toast({
            title: "PIN asignado",
            description: `${fullName(person)} ya puede entrar con el nuevo PIN.`,
          });
          onDone();
        },
        onError: (failure) => setMessage(getErrorMessage(failure, "No se pudo asignar el PIN")),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field label="Nuevo PIN (4 dígitos)" isRequired error={error} className="max-w-xs">
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={pin}
            onChange={(event) => setPinValue(event.target.value.replace(/\D/g, "").slice(0, 4))}
          />
        )}
      </Field>
      <FormAlert message={message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={setPin.isPending}>
          {setPin.isPending ? "Guardando..." : "Guardar PIN"}
        </Button>
      </div>
    </form>
  );
}

/** 'Asignar PIN': the professional types a 4-digit PIN; the server's refusal is shown as it comes. */
export function AssignPinDialog({ person, onClose }: { person: PinStatus | null; onClose: () => void }) {
  return (
    <Dialog open={person !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent closeLabel="Cerrar sin guardar">
        <DialogTitle>Asignar PIN</DialogTitle>
        <DialogDescription>
          {person ? `Nuevo PIN de ${fullName(person)}. El PIN anterior dejará de funcionar.` : ""}
        </DialogDescription>
        {person ? <AssignPinForm person={person} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
