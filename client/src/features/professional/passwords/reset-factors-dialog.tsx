import { secondFactorEndpoints } from "@shared/api/routes";
import type { PasswordAccount } from "@shared/api/passwords";

import { fullName } from "@shared/domain/names";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { FormAlert } from "../common/form-alert";
import { getErrorMessage } from "../common/server-error";

function ResetBody({ account, onClose }: { account: PasswordAccount; onClose: () => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const name = fullName(account);
  const reset = useMutation({
    mutationFn: () => callEndpoint(secondFactorEndpoints.resetFactors, { params: { id: account.id } }),
    onSuccess: () => {
      toast({
        title: "Verificación restablecida",
        description: `${name} tendrá que configurar de nuevo la verificación en dos pasos. Sus sesiones se han cerrado.`,
      });
      onClose();
    },
    onError: (error) => setMessage(getErrorMessage(error, "No se pudo restablecer la verificación")),
  });
  return (
    <>
      <p className="text-lg text-slate-900">
        Se quitarán las llaves de acceso, la aplicación de autenticación y los códigos de recuperación de {name} (
        {account.email}), y se cerrarán todas sus sesiones. Hágalo solo si ha comprobado que es esa persona quien lo
        pide (por ejemplo, ha perdido su teléfono).
      </p>
      <FormAlert message={message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button variant="destructive" disabled={reset.isPending} onClick={() => reset.mutate()}>
          {reset.isPending ? "Restableciendo..." : "Sí, restablecer"}
        </Button>
      </div>
    </>
  );
}

/** 'Restablecer verificación': a colleague who lost their factors gets in again and enrols anew. */
export function ResetFactorsDialog({ account, onClose }: { account: PasswordAccount | null; onClose: () => void }) {
  return (
    <Dialog open={account !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogTitle>Restablecer verificación</DialogTitle>
        <DialogDescription>{account ? `Verificación en dos pasos de ${fullName(account)}.` : ""}</DialogDescription>
        {account ? <ResetBody account={account} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
