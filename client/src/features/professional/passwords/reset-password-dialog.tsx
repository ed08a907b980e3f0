import type { PasswordAccount } from "@shared/api/passwords";
import { fullName } from "@shared/domain/names";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "../common/form-alert";
import { SecretPanel } from "../common/secret-panel";
import { getErrorMessage } from "../common/server-error";
import { useResetPassword } from "./use-password-accounts";

function ResetBody({ account }: { account: PasswordAccount }) {
  const reset = useResetPassword();
  // Kept only while the dialog is open: closing it forgets the password for good.
  const [temporary, setTemporary] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const name = fullName(account);

  if (temporary) {
    return (
      <>
        <SecretPanel label="Contraseña de un solo uso" value={temporary} owner={name}>
          <p className="text-base text-slate-800">
            Al entrar con ella, {name} tendrá que crear una contraseña nueva. Sus sesiones abiertas se han cerrado.
          </p>
        </SecretPanel>
        <DialogClose asChild>
          <Button className="justify-self-end">Hecho</Button>
        </DialogClose>
      </>
    );
  }
  return (
    <>
      <p className="text-lg text-slate-900">
        La contraseña actual de {name} ({account.email}) dejará de funcionar y se cerrarán todas sus sesiones. Se
        mostrará una contraseña de un solo uso para entregársela.
      </p>
      <FormAlert message={message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button
          variant="destructive"
          disabled={reset.isPending}
          onClick={() =>
            reset.mutate(account, {
              onSuccess: (answer) => setTemporary(answer.temporaryPassword),
              onError: (error) => setMessage(getErrorMessage(error, "No se pudo restablecer la contraseña")),
            })
          }
        >
          {reset.isPending ? "Restableciendo..." : "Sí, restablecer"}
        </Button>
      </div>
    </>
  );
}

/** 'Restablecer contraseña': asks first, then shows the one-time password once with a copy button. */
export function ResetPasswordDialog({ account, onClose }: { account: PasswordAccount | null; onClose: () => void }) {
  return (
    <Dialog open={account !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogTitle>Restablecer contraseña</DialogTitle>
        <DialogDescription>{account ? `Contraseña de ${fullName(account)}.` : ""}</DialogDescription>
        {account ? <ResetBody account={account} /> : null}
      </DialogContent>
    </Dialog>
  );
}
