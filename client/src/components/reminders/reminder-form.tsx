import type { Reminder } from "@shared/api/reminders";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { RecurrenceField } from "./recurrence-field";
import { ReminderFields } from "./reminder-fields";
import { MoreTimesField } from "./more-times-field";
import { buildReminderBodies } from "./reminder-bodies";
import type { ReminderBody, ReminderField, ReminderFormValues } from "./reminder-form-values";
import { type RefreshReminders, useSaveReminder } from "./use-reminder-mutations";

type ReminderFormProps = {
  elderlyId: string;
  /** Who creates a new reminder (the family member or professional using the screen). */
  creatorId: string;
  /** The reminder being edited, or null to create one. */
  editing: Reminder | null;
  initial: ReminderFormValues;
  onSaved: () => void;
  refresh: RefreshReminders;
};

type Problems = { messages: string[]; fields: ReminderField[] };
const NO_PROBLEMS: Problems = { messages: [], fields: [] };

/** The reminder dialog's form: what was typed stays on any error (validation or server). */
export function ReminderForm(props: ReminderFormProps) {
  const { elderlyId, creatorId, editing, initial, onSaved, refresh } = props;
  const errorId = useId();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const save = useSaveReminder(refresh);
  const formRef = useRef<HTMLFormElement>(null);

  // After a failed check, the first field to fix gets the focus (the alert still reads every message).
  useEffect(() => {
    if (problems.fields.length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);

  const onChange = (patch: Partial<ReminderFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const built = buildReminderBodies(editing ? { ...values, moreTimes: [] } : values, {
      userId: elderlyId,
      createdBy: editing ? editing.createdBy : creatorId,
    });
    if (!built.ok) {
      setProblems({ messages: built.messages, fields: built.fields });
      return;
    }
    setProblems(NO_PROBLEMS);
    // A time already made is taken out of the form, so trying again after an error makes only the rest.
    const onCreated = (body: ReminderBody) =>
      setValues((current) => {
        const rest = [current.reminderTime, ...current.moreTimes].filter((time) => time !== body.reminderTime);
        return { ...current, reminderTime: rest[0] ?? current.reminderTime, moreTimes: rest.slice(1) };
      });
    save.mutate({ id: editing?.id ?? null, bodies: built.bodies, onCreated }, { onSuccess: onSaved });
  };

  const fieldProps = { values, onChange, invalid: problems.fields, errorId };
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <ReminderFields {...fieldProps} />
      {editing ? null : <MoreTimesField {...fieldProps} />}
      <RecurrenceField {...fieldProps} />
      <div id={errorId} role="alert" className="empty:hidden">
        {problems.messages.length > 0 ? (
          <ul className="grid gap-1 rounded-xl border-2 border-red-700 bg-red-50 p-3 text-base font-semibold text-red-800">
            {problems.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" size="lg">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? "Guardando..." : editing ? "Guardar cambios" : "Crear Recordatorio"}
        </Button>
      </div>
    </form>
  );
}
