import type { Reminder } from "@shared/api/reminders";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { fullName } from "../common/choose-relative";
import { ReminderForm } from "./reminder-form";
import type { ReminderFormValues } from "./reminder-form-values";

export type ReminderDialogState = { editing: Reminder | null; initial: ReminderFormValues } | null;

type ReminderDialogProps = {
  /** Open with these starting values; null when closed. */
  state: ReminderDialogState;
  onClose: () => void;
  elderly: { id: string; firstName: string; lastName: string };
  familyUserId: string;
};

/** Create or edit a reminder of the person (the form is rebuilt each time the dialog opens). */
export function ReminderDialog({ state, onClose, elderly, familyUserId }: ReminderDialogProps) {
  const isEditing = !!state?.editing;
  return (
    <Dialog open={state !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent closeLabel="Cerrar sin guardar">
        <DialogTitle>{isEditing ? "Editar Recordatorio" : "Nuevo Recordatorio"}</DialogTitle>
        <DialogDescription>Recordatorio para {fullName(elderly)}.</DialogDescription>
        {state ? (
          <ReminderForm
            elderlyId={elderly.id}
            familyUserId={familyUserId}
            editing={state.editing}
            initial={state.initial}
            onSaved={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
