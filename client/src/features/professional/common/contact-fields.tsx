import { Input } from "@/components/ui/input";
import { ChoiceSelect } from "./choice-select";
import { Field } from "./field";
import type { FormErrors, LivesAloneAnswer, ProfileField, ProfileValues } from "./profile-values";

type ContactFieldsProps = {
  values: ProfileValues;
  errors: FormErrors<ProfileField>;
  onChange: (patch: Partial<ProfileValues>) => void;
};

type ContactField = "phone" | "address" | "district" | "keyHolderName" | "keyHolderPhone";

const PHONE_HINT = "Por ejemplo, 600 123 456 o +34 600 123 456";
const LIVES_ALONE: Record<LivesAloneAnswer, string> = { unknown: "Sin indicar", yes: "Sí", no: "No" };

/** How staff reach the person at home and who can open the door: what an alert card shows. */
export function ContactFields({ values, errors, onChange }: ContactFieldsProps) {
  const input = (field: ContactField, label: string, hint?: string) => {
    const isPhone = field === "phone" || field === "keyHolderPhone";
    return (
      <Field label={label} error={errors[field]} hint={isPhone ? PHONE_HINT : hint}>
        {(control) => (
          <Input
            {...control}
            type={isPhone ? "tel" : "text"}
            autoComplete="off"
            value={values[field]}
            onChange={(event) => onChange({ [field]: event.target.value })}
          />
        )}
      </Field>
    );
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {input("phone", "Teléfono")}
      <Field label="Vive sola/solo" error={errors.livesAlone}>
        {(control) => (
          <ChoiceSelect
            control={control}
            value={values.livesAlone}
            options={LIVES_ALONE}
            onChange={(livesAlone) => onChange({ livesAlone })}
          />
        )}
      </Field>
      {input("address", "Dirección")}
      {input("district", "Distrito o barrio")}
      {input("keyHolderName", "Quién tiene llave", "Nombre y relación, por ejemplo: Rosa Pérez (vecina)")}
      {input("keyHolderPhone", "Teléfono de quien tiene llave")}
    </div>
  );
}
