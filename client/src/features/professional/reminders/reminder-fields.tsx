import { REMINDER_TYPE_LABELS } from "@shared/domain/reminders";
import { Input } from "@/components/ui/input";
import { ChoiceSelect } from "../common/choice-select";
import { Field } from "../common/field";
import { TextArea } from "../common/text-area";
import type { ReminderField, ReminderValues } from "./reminder-values";

const RECURRENCE_LABELS = { daily: "Cada día", once: "Una sola vez" } as const;

type ReminderFieldsProps = {
  values: ReminderValues;
  invalid: readonly ReminderField[];
  onChange: (patch: Partial<ReminderValues>) => void;
};

/** Title, description, type, time, recurrence and (for a once reminder) the date. */
export function ReminderFields({ values, invalid, onChange }: ReminderFieldsProps) {
  const mark = (field: ReminderField) => (invalid.includes(field) ? "Revise este campo" : undefined);
  return (
    <>
      <Field label="Título" isRequired error={mark("title")}>
        {(control) => (
          <Input
            {...control}
            value={values.title}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => onChange({ title: event.target.value })}
          />
        )}
      </Field>
      <Field label="Descripción">
        {(control) => (
          <TextArea
            {...control}
            rows={2}
            maxLength={500}
            value={values.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tipo">
          {(control) => (
            <ChoiceSelect
              control={control}
              value={values.type}
              options={REMINDER_TYPE_LABELS}
              onChange={(type) => onChange({ type })}
            />
          )}
        </Field>
        <Field label="Hora" isRequired error={mark("reminderTime")}>
          {(control) => (
            <Input
              {...control}
              type="time"
              value={values.reminderTime}
              onChange={(event) => onChange({ reminderTime: event.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Repetición">
          {(control) => (
            <ChoiceSelect
              control={control}
              value={values.recurrence}
              options={RECURRENCE_LABELS}
              onChange={(recurrence) => onChange({ recurrence })}
            />
          )}
        </Field>
        {values.recurrence === "once" ? (
          <Field label="Fecha" isRequired error={mark("reminderDate")}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={values.reminderDate}
                onChange={(event) => onChange({ reminderDate: event.target.value })}
              />
            )}
          </Field>
        ) : null}
      </div>
    </>
  );
}
