import type { Reminder } from "@shared/api/reminders";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { type RefreshReminders, useDeleteReminder } from "./use-reminder-mutations";

type DeleteReminderDialogProps = {
  refresh: RefreshReminders;
  /** The reminder to delete; null when closed. */
  reminder: Reminder | null;
  onClose: () => void;
  /** Where the focus goes once the reminder (and so the button that opened this) is gone. */
  focusAfterDeleteId: string;
};

/** docs/behaviour/05-validation.md: deleting needs confirmation. */
export function DeleteReminderDialog({
  refresh,
  reminder,
  onClose,
  focusAfterDeleteId,
}: DeleteReminderDialogProps) {
  const remove = useDeleteReminder(refresh);
  const deletedRef = useRef(false);
  return (
    <Dialog open={reminder !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        role="alertdialog"
        closeLabel="Cerrar sin eliminar"
        onCloseAutoFocus={(event) => {
          if (!deletedRef.current) return;
          deletedRef.current = false;
          event.preventDefault();
          document.getElementById(focusAfterDeleteId)?.focus();
        }}
      >
        <DialogTitle>Eliminar recordatorio</DialogTitle>
        <DialogDescription className="text-lg text-slate-900">
          ¿Estás seguro de que quieres eliminar este recordatorio?
        </DialogDescription>
        {reminder ? <p className="text-lg font-semibold break-words">«{reminder.title}»</p> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" size="lg">
              Cancelar
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            size="lg"
            disabled={remove.isPending}
            onClick={() =>
              reminder &&
              remove.mutate(reminder, {
                onSuccess: () => {
                  deletedRef.current = true;
                },
                onSettled: onClose,
              })
            }
          >
            {remove.isPending ? "Eliminando..." : "Eliminar"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
