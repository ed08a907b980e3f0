import { MESSAGES } from "@shared/api/messages";
import type { CreateUserResponse } from "@shared/api/user-admin";
import { USER_ADMIN_MESSAGES } from "@shared/api/user-texts";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "../common/field";
import { CHECK_FIELDS, FormAlert } from "../common/form-alert";
import { PersonPicker, type PickedPerson } from "../common/person-picker";
import { type FormErrors, hasErrors } from "../common/profile-values";
import { fieldIssues, getErrorMessage } from "../common/server-error";
import { useCreateUser } from "./use-create-user";

type FamilyValues = { firstName: string; lastName: string; email: string; elderly: PickedPerson | null };
type FamilyField = Exclude<keyof FamilyValues, "elderly"> | "elderlyUserId";
const EMPTY: FamilyValues = { firstName: "", lastName: "", email: "", elderly: null };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(values: FamilyValues): FormErrors<FamilyField> {
  const errors: FormErrors<FamilyField> = {};
  if (!values.firstName.trim()) errors.firstName = USER_ADMIN_MESSAGES.nameRequired;
  if (!values.lastName.trim()) errors.lastName = USER_ADMIN_MESSAGES.nameRequired;
  if (!EMAIL.test(values.email.trim())) errors.email = MESSAGES.emailInvalid;
  if (!values.elderly) errors.elderlyUserId = USER_ADMIN_MESSAGES.elderlyRequired;
  return errors;
}

/** New family member linked to one of the professional's older people; a temporary password is shown once. */
export function FamilyForm({ onCreated }: { onCreated: (result: CreateUserResponse) => void }) {
  const create = useCreateUser();
  const [values, setValues] = useState<FamilyValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<FamilyField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const patch = (changes: Partial<FamilyValues>) => setValues((current) => ({ ...current, ...changes }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      setMessage(CHECK_FIELDS);
      return;
    }
    setMessage(null);
    const body = {
      kind: "family" as const,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      elderlyUserId: values.elderly?.id ?? "",
    };
    create.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => {
        setErrors(fieldIssues(error));
        setMessage(getErrorMessage(error, "No se pudo crear el usuario. Inténtelo de nuevo."));
      },
    });
  };

  const text = (field: "firstName" | "lastName" | "email", label: string, type = "text") => (
    <Field label={label} isRequired error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          type={type}
          autoComplete="off"
          value={values[field]}
          onChange={(event) => patch({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Nuevo familiar" className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", "Nombre")}
        {text("lastName", "Apellidos")}
      </div>
      {text("email", "Correo electrónico", "email")}
      <PersonPicker
        label="Persona mayor a la que acompaña"
        selected={values.elderly}
        onSelect={(elderly) => patch({ elderly })}
        error={errors.elderlyUserId}
      />
      <FormAlert message={message} />
      <Button type="submit" size="lg" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? "Creando..." : "Crear familiar"}
      </Button>
    </form>
  );
}
