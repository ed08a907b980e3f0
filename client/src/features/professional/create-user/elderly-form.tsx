import type { CreateUserResponse } from "@shared/api/user-admin";
import { type FormEvent, useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { CHECK_FIELDS, FormAlert } from "../common/form-alert";
import { ProfileFields } from "../common/profile-fields";
import { type FormErrors, hasErrors } from "../common/profile-values";
import { fieldIssues, getErrorMessage } from "../common/server-error";
import { ConsentChoice } from "./consent-choice";
import {
  type ElderlyField,
  type ElderlyValues,
  EMPTY_ELDERLY,
  elderlyBody,
  validateElderly,
} from "./elderly-values";
import { PinChoice } from "./pin-choice";
import { useCreateUser } from "./use-create-user";
import { UsernameField } from "./username-field";

/** New older person: profile, suggested username, consents given by the person, PIN. */
export function ElderlyForm({ onCreated }: { onCreated: (result: CreateUserResponse) => void }) {
  const create = useCreateUser();
  const [values, setValues] = useState<ElderlyValues>(EMPTY_ELDERLY);
  const [isUsernameEdited, setUsernameEdited] = useState(false);
  const [errors, setErrors] = useState<FormErrors<ElderlyField>>({});
  const [message, setMessage] = useState<string | null>(null);

  const patch = useCallback(
    (changes: Partial<ElderlyValues>) => setValues((current) => ({ ...current, ...changes })),
    [],
  );
  const onUsername = useCallback(
    (username: string, isEdited: boolean) => {
      patch({ username });
      if (isEdited) setUsernameEdited(true);
    },
    [patch],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = validateElderly(values);
    setErrors(found);
    if (hasErrors(found)) {
      setMessage(CHECK_FIELDS);
      return;
    }
    setMessage(null);
    create.mutate(elderlyBody(values), {
      onSuccess: onCreated,
      onError: (error) => {
        setErrors(fieldIssues(error));
        setMessage(getErrorMessage(error, "No se pudo crear el usuario. Inténtelo de nuevo."));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Nueva persona mayor" className="grid gap-5">
      <ProfileFields
        values={values}
        errors={errors}
        onChange={patch}
        afterNames={
          <UsernameField
            firstName={values.firstName}
            lastName={values.lastName}
            value={values.username}
            isEdited={isUsernameEdited}
            onChange={onUsername}
            error={errors.username}
          />
        }
      />
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
        <p className="text-base text-slate-900">
          Pregunte a la persona y marque lo que ella decida. Sus respuestas quedan registradas como dadas por
          ella misma y solo ella podrá cambiarlas después.
        </p>
        <ConsentChoice
          legend="¿Acepta que el personal municipal vea sus datos y cuente en las estadísticas?"
          value={values.personalConsent}
          onChange={(personalConsent) => patch({ personalConsent })}
          error={errors.personalConsent}
        />
        <ConsentChoice
          legend="¿Acepta que su familia vea su actividad?"
          value={values.familyConsent}
          onChange={(familyConsent) => patch({ familyConsent })}
          error={errors.familyConsent}
        />
      </div>
      <PinChoice mode={values.pinMode} pin={values.pin} onChange={patch} error={errors.pin} />
      <FormAlert message={message} />
      <Button type="submit" size="lg" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? "Creando..." : "Crear persona mayor"}
      </Button>
    </form>
  );
}
