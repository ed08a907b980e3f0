import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { CareFields } from "./care-fields";
import { ContactFields } from "./contact-fields";
import { Field } from "./field";
import type { FormErrors, ProfileField, ProfileValues } from "./profile-values";
import { TextArea } from "./text-area";

type ProfileFieldsProps = {
  values: ProfileValues;
  errors: FormErrors<ProfileField>;
  onChange: (patch: Partial<ProfileValues>) => void;
  /** Shown right after the names (the username field of the creation form). */
  afterNames?: ReactNode;
};

const LIST_HINT = "Separe los elementos con comas";

/** Names, age, home and phones, health, emergency contact, preferences and personality of an older person. */
export function ProfileFields({ values, errors, onChange, afterNames }: ProfileFieldsProps) {
  const text = (field: ProfileField, label: string, extra: { isRequired?: boolean; hint?: string } = {}) => (
    <Field label={label} error={errors[field]} {...extra}>
      {(control) => (
        <Input
          {...control}
          value={values[field]}
          autoComplete="off"
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", "Nombre", { isRequired: true })}
        {text("lastName", "Apellidos", { isRequired: true })}
      </div>
      {afterNames}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Edad" error={errors.age} hint="Entre 50 y 120 años">
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={values.age}
              onChange={(event) => onChange({ age: event.target.value })}
            />
          )}
        </Field>
      </div>
      <ContactFields values={values} errors={errors} onChange={onChange} />
      <CareFields values={values} errors={errors} onChange={onChange} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text("medicalConditions", "Condiciones médicas", { hint: LIST_HINT })}
        {text("medications", "Medicación", { hint: LIST_HINT })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("emergencyContactName", "Contacto de emergencia")}
        <Field label="Teléfono de emergencia" error={errors.emergencyContactPhone}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="off"
              value={values.emergencyContactPhone}
              onChange={(event) => onChange({ emergencyContactPhone: event.target.value })}
            />
          )}
        </Field>
        <Field
          label="Correo del contacto de emergencia"
          hint="Recibe el aviso si una petición de ayuda queda sin atender"
          error={errors.emergencyContactEmail}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={values.emergencyContactEmail}
              onChange={(event) => onChange({ emergencyContactEmail: event.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("hobbies", "Aficiones", { hint: LIST_HINT })}
        {text("likes", "Gustos", { hint: LIST_HINT })}
      </div>
      <Field label="Personalidad" hint="Lo que ayuda al asistente a hablarle con cercanía">
        {(control) => (
          <TextArea
            {...control}
            rows={2}
            value={values.personalityTraits}
            onChange={(event) => onChange({ personalityTraits: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
