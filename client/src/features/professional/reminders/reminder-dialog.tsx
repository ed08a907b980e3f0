import type { Reminder } from "@shared/api/reminders";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useProfessional } from "../common/use-professional";
import { ReminderFields } from "./reminder-fields";
import {
  checkReminder,
  EMPTY_REMINDER,
  type ReminderProblems,
  type ReminderValues,
  reminderBody,
  reminderValuesOf,
} from "./reminder-values";
import { useSaveReminder } from "./use-reminders";

/** Closed (null), creating (editing null) or editing one reminder. */
export type ReminderDialogState = { editing: Reminder | null } | null;

type ReminderDialogProps = {
  state: ReminderDialogState;
  onClose: () => void;
  person: { id: string; name: string };
};

const NO_PROBLEMS: ReminderProblems = { messages: [], fields: [] };

function ReminderForm({
  editing,
  person,
  onSaved,
}: {
  editing: Reminder | null;
  person: ReminderDialogProps["person"];
  onSaved: () => void;
}) {
  const { id: professionalId } = useProfessional();
  const save = useSaveReminder(person.id);
  const [values, setValues] = useState<ReminderValues>(() =>
    editing ? reminderValuesOf(editing) : EMPTY_REMINDER,
  );
  const [problems, setProblems] = useState(NO_PROBLEMS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = checkReminder(values);
    setProblems(found);
    if (found.messages.length > 0) return;
    const body = reminderBody(values, {
      userId: person.id,
      createdBy: editing ? editing.createdBy : professionalId,
    });
    save.mutate({ id: editing?.id ?? null, body }, { onSuccess: onSaved });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <ReminderFields
        values={values}
        invalid={problems.fields}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
      <div role="alert" className="empty:hidden">
        {problems.messages.length > 0 ? (
          <ul className="grid gap-1 rounded-xl border-2 border-red-700 bg-red-50 p-3 text-base font-semibold text-red-900">
            {problems.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Guardando..." : editing ? "Guardar cambios" : "Crear Recordatorio"}
        </Button>
      </div>
    </form>
  );
}

/** Create or edit a reminder of the chosen person (the form starts afresh each time it opens). */
export function ReminderDialog({ state, onClose, person }: ReminderDialogProps) {
  const editing = state?.editing ?? null;
  return (
    <Dialog open={state !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent closeLabel="Cerrar sin guardar">
        <DialogTitle>{editing ? "Editar Recordatorio" : "Nuevo Recordatorio"}</DialogTitle>
        <DialogDescription>Recordatorio para {person.name}.</DialogDescription>
        {state ? <ReminderForm editing={editing} person={person} onSaved={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
