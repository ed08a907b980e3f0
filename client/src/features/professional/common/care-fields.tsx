import type { FormOfAddress } from "@shared/domain/form-of-address";
import { Input } from "@/components/ui/input";
import { ChoiceSelect } from "./choice-select";
import { Field } from "./field";
import type { FormErrors, ProfileField, ProfileValues } from "./profile-values";

type CareFieldsProps = {
  values: ProfileValues;
  errors: FormErrors<ProfileField>;
  onChange: (patch: Partial<ProfileValues>) => void;
};

type CareField = "gpName" | "healthCentreName" | "healthCentrePhone";

const FORMS: Record<FormOfAddress, string> = { tu: "De tú", usted: "De usted" };

/** The person's doctor and health centre, and how the assistant speaks to them: it answers with these. */
export function CareFields({ values, errors, onChange }: CareFieldsProps) {
  const input = (field: CareField, label: string, hint?: string) => (
    <Field label={label} error={errors[field]} hint={hint}>
      {(control) => (
        <Input
          {...control}
          type={field === "healthCentrePhone" ? "tel" : "text"}
          autoComplete="off"
          value={values[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {input("gpName", "Médico de cabecera", "Por ejemplo: la doctora Ruiz")}
      {input("healthCentreName", "Centro de salud")}
      {input("healthCentrePhone", "Teléfono del centro de salud", "Por ejemplo, 910 123 456")}
      <Field label="Cómo prefiere que le hablen" error={errors.formOfAddress}>
        {(control) => (
          <ChoiceSelect
            control={control}
            value={values.formOfAddress}
            options={FORMS}
            onChange={(formOfAddress) => onChange({ formOfAddress })}
          />
        )}
      </Field>
    </div>
  );
}
