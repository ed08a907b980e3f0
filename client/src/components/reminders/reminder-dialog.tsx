import type { Reminder } from "@shared/api/reminders";
import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import { Spinner } from "@/components/spinner";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { ReminderForm } from "./reminder-form";
import type { ReminderFormValues } from "./reminder-form-values";
import type { RefreshReminders } from "./use-reminder-mutations";

// The form (its fields, the Select and the shared schema that checks it) is not part of the first load of the
// screens that list reminders: it is fetched once they have rendered, so the dialog still opens with it at once.
let fetchedForm: typeof ReminderForm | null = null;
const loadForm = () =>
  import("./reminder-form").then((module) => {
    fetchedForm = module.ReminderForm;
    return { default: module.ReminderForm };
  });
const LazyReminderForm = lazy(loadForm);

/** The form of one opening: the fetched one at once, else the lazy one (kept while open, so nothing typed is lost). */
function FormOfThisOpening(props: ComponentProps<typeof ReminderForm>) {
  const [Form] = useState(() => fetchedForm ?? LazyReminderForm);
  return (
    <Suspense fallback={<Spinner label="Cargando..." />}>
      <Form {...props} />
    </Suspense>
  );
}

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
  useEffect(() => {
    void loadForm();
  }, []);
  return (
    <Dialog open={state !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent closeLabel="Cerrar sin guardar">
        <DialogTitle>{isEditing ? "Editar Recordatorio" : "Nuevo Recordatorio"}</DialogTitle>
        <DialogDescription>Recordatorio para {person.name}.</DialogDescription>
        {state ? (
          <FormOfThisOpening
            elderlyId={person.id}
            creatorId={creatorId}
            editing={state.editing}
            initial={state.initial}
            onSaved={onClose}
            refresh={refresh}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
