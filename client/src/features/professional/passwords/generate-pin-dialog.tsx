import type { PinStatus } from "@shared/api/user-admin";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "../common/form-alert";
import { SecretPanel } from "../common/secret-panel";
import { getErrorMessage } from "../common/server-error";
import { fullName } from "@shared/domain/names";
import { useSetPin } from "./use-pins";

function GeneratePinBody({ person }: { person: PinStatus }) {
  const setPin = useSetPin();
  // Kept only while the dialog is open: closing it forgets the PIN for good.
  const [generated, setGenerated] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const name = fullName(person);

  const generate = () =>
    setPin.mutate(
      { person, generate: true },
      {
        onSuccess: (answer) => setGenerated(answer.pin),
        onError: (error) => setMessage(getErrorMessage(error, "No se pudo generar el PIN")),
      },
    );

  if (generated) {
    return (
      <>
        <SecretPanel label="PIN de acceso" value={generated} owner={name} />
        <DialogClose asChild>
          <Button className="justify-self-end">Hecho</Button>
        </DialogClose>
      </>
    );
  }
  return (
    <>
      <p className="text-lg text-slate-900">
        Se creará un PIN nuevo al azar para {name} y el actual dejará de funcionar.
      </p>
      <FormAlert message={message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button disabled={setPin.isPending} onClick={generate}>
          {setPin.isPending ? "Generando..." : "Generar PIN"}
        </Button>
      </div>
    </>
  );
}

/** 'Generar PIN': asks first, then shows the new PIN once with a copy button. */
export function GeneratePinDialog({ person, onClose }: { person: PinStatus | null; onClose: () => void }) {
  return (
    <Dialog open={person !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Generar PIN</DialogTitle>
        <DialogDescription>{person ? `PIN de acceso de ${fullName(person)}.` : ""}</DialogDescription>
        {person ? <GeneratePinBody person={person} /> : null}
      </DialogContent>
    </Dialog>
  );
}
