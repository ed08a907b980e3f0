import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { VerifyForm } from "./verify-form";

/** 'Confirme su identidad': the factor again before a sensitive act; closing it leaves the act undone. */
export default function ReauthDialog({ onSettled }: { onSettled: (isConfirmed: boolean) => void }) {
  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onSettled(false))}>
      <DialogContent closeLabel="Cancelar">
        <DialogTitle>Confirme su identidad</DialogTitle>
        <DialogDescription>
          Por seguridad, antes de continuar use su llave de acceso o escriba un código. Lo que estaba haciendo se
          completará después.
        </DialogDescription>
        <VerifyForm onVerified={() => onSettled(true)} />
      </DialogContent>
    </Dialog>
  );
}
