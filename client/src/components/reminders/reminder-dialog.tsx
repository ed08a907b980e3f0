import type { Reminder } from "@shared/api/reminders";
import { lazy, Suspense } from "react";
import { Spinner } from "@/components/spinner";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { ReminderFormValues } from "./reminder-form-values";
import type { RefreshReminders } from "./use-reminder-mutations";

// The form (its fields, the select and the shared schema that checks it) loads when the dialog first opens: the
// screens that list reminders open faster.
const ReminderForm = lazy(() => import("./reminder-form").then((module) => ({ default: module.ReminderForm })));

export type ReminderDialogState = { editing: Reminder | null; initial: ReminderFormValues } | null;

type ReminderDialogProps = {
  /** Open with these starting values; null when closed. */
  state: ReminderDialogState;
  onClose: () => void;
  /** The older person whose reminder this is. */
  person: { id: string; name: string };
  creatorId: string;
  refresh: RefreshReminders;
};

/** Create or edit a reminder of the person (the form is rebuilt each time the dialog opens). */
export function ReminderDialog({ state, onClose, person, creatorId, refresh }: ReminderDialogProps) {
  const isEditing = !!state?.editing;
  return (
    <Dialog open={state !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent closeLabel="Cerrar sin guardar">
        <DialogTitle>{isEditing ? "Editar Recordatorio" : "Nuevo Recordatorio"}</DialogTitle>
        <DialogDescription>Recordatorio para {person.name}.</DialogDescription>
        {state ? (
          <Suspense fallback={<Spinner label="Cargando..." />}>
            <ReminderForm
            elderlyId={person.id}
            creatorId={creatorId}
            editing={state.editing}
            initial={state.initial}
            onSaved={onClose}
            refresh={refresh}
            />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
