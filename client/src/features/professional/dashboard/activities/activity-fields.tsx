import { Input } from "@/components/ui/input";
import { ChoiceSelect } from "../../common/choice-select";
import { Field } from "../../common/field";
import { ACTIVITY_TYPE_LABELS, DIFFICULTY_LABELS, PROGRAM_RECURRENCE_LABELS } from "../../common/labels";
import { TextArea } from "../../common/text-area";
import { type ActivityErrors, type ActivityFormValues, repeatHint } from "./activity-form-values";

type ActivityFieldsProps = {
  values: ActivityFormValues;
  errors: ActivityErrors;
  onChange: (patch: Partial<ActivityFormValues>) => void;
};

/** Title, description, type, instructions, difficulty, date, time and recurrence. */
export function ActivityFields({ values, errors, onChange }: ActivityFieldsProps) {
  return (
    <>
      <Field label="Título" isRequired error={errors.title}>
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
      <Field label="Descripción" isRequired error={errors.description}>
        {(control) => (
          <TextArea
            {...control}
            value={values.description}
            maxLength={1000}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tipo de actividad">
          {(control) => (
            <ChoiceSelect
              control={control}
              value={values.activityType}
              options={ACTIVITY_TYPE_LABELS}
              onChange={(activityType) => onChange({ activityType })}
            />
          )}
        </Field>
        <Field label="Dificultad">
          {(control) => (
            <ChoiceSelect
              control={control}
              value={values.difficulty}
              options={DIFFICULTY_LABELS}
              onChange={(difficulty) => onChange({ difficulty })}
            />
          )}
        </Field>
      </div>
      <Field label="Instrucciones">
        {(control) => (
          <TextArea
            {...control}
            rows={2}
            value={values.instructions}
            maxLength={1000}
            onChange={(event) => onChange({ instructions: event.target.value })}
          />
        )}
      </Field>
      {/* As many columns as fit at 12rem each: a date field never runs into the time field. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,12rem),1fr))] gap-4">
        <Field label="Fecha" isRequired={values.recurrence === "once"} error={errors.scheduledDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              className="min-w-0"
              value={values.scheduledDate}
              onChange={(event) => onChange({ scheduledDate: event.target.value })}
            />
          )}
        </Field>
        <Field label="Hora" isRequired error={errors.scheduledTime}>
          {(control) => (
            <Input
              {...control}
              type="time"
              className="min-w-0"
              value={values.scheduledTime}
              onChange={(event) => onChange({ scheduledTime: event.target.value })}
            />
          )}
        </Field>
        <Field label="Repetición">
          {(control) => (
            <ChoiceSelect
              control={control}
              value={values.recurrence}
              options={PROGRAM_RECURRENCE_LABELS}
              onChange={(recurrence) => onChange({ recurrence })}
            />
          )}
        </Field>
      </div>
      <p className="text-base text-slate-800">{repeatHint(values)}</p>
    </>
  );
}
