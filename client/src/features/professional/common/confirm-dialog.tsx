import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** The question, e.g. '¿Estás seguro de eliminar esta actividad? ...'. */
  question: string;
  confirmLabel: string;
  isPending?: boolean;
  onConfirm: () => void;
  /**
   * Where focus goes when the dialog closes after the item was removed (its button no longer exists);
   * null keeps Radix's default (back to the button that opened it).
   */
  focusAfterClose?: () => HTMLElement | null;
};

/** An alert dialog that asks before something destructive; 'Cancelar' keeps everything as it was. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, onOpenChange, title, question, confirmLabel, isPending = false, onConfirm, focusAfterClose } =
    props;
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          const target = focusAfterClose?.();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="text-lg text-slate-900">{question}</DialogDescription>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
          <Button variant="destructive" disabled={isPending} onClick={onConfirm}>
            {isPending ? "Eliminando..." : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
