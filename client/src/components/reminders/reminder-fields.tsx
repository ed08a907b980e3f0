import { type ReminderType, reminderTypes } from "@shared/domain/enums";
import { REMINDER_TYPE_LABELS } from "@shared/domain/reminders";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ReminderField, ReminderFormValues } from "./reminder-form-values";

export type FieldsProps = {
  values: ReminderFormValues;
  onChange: (patch: Partial<ReminderFormValues>) => void;
  invalid: readonly ReminderField[];
  errorId: string;
};

const textAreaClasses =
  "block min-h-24 w-full rounded-xl border-2 border-slate-500 bg-white px-4 py-2 text-lg text-slate-900 placeholder:text-slate-600 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** Title, description, type and time of the reminder dialog. */
export function ReminderFields({ values, onChange, invalid, errorId }: FieldsProps) {
  const id = useId();
  const errorProps = (field: ReminderField) =>
    invalid.includes(field) ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Título</Label>
        <Input
          id={`${id}-title`}
          value={values.title}
          maxLength={120}
          aria-required="true"
          autoComplete="off"
          placeholder="Por ejemplo: Pastilla de la tensión"
          onChange={(event) => onChange({ title: event.target.value })}
          {...errorProps("title")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Descripción</Label>
        <textarea
          id={`${id}-description`}
          value={values.description}
          maxLength={500}
          rows={2}
          className={textAreaClasses}
          placeholder="Detalles que le ayuden a recordarlo"
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-type`}>Tipo</Label>
          <Select value={values.type} onValueChange={(type) => onChange({ type: type as ReminderType })}>
            <SelectTrigger id={`${id}-type`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {reminderTypes.map((type) => (
                <SelectItem key={type} value={type}>
                  {REMINDER_TYPE_LABELS[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-time`}>Hora</Label>
          <Input
            id={`${id}-time`}
            type="time"
            value={values.reminderTime}
            aria-required="true"
            onChange={(event) => onChange({ reminderTime: event.target.value })}
            {...errorProps("reminderTime")}
          />
        </div>
      </div>
    </>
  );
}
