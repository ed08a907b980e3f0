import { userAdminEndpoints as api } from "@shared/api/routes";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Input } from "@/components/ui/input";
import { Field } from "../common/field";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { useDebouncedValue } from "../common/use-debounced-value";
import { useProfessional } from "../common/use-professional";

type UsernameFieldProps = {
  firstName: string;
  lastName: string;
  value: string;
  /** Whether the professional typed the username themself (then suggestions stop replacing it). */
  isEdited: boolean;
  onChange: (username: string, isEdited: boolean) => void;
  error?: string;
};

/** Username suggested from the names (GET .../username-suggestion) and still editable. */
export function UsernameField({ firstName, lastName, value, isEdited, onChange, error }: UsernameFieldProps) {
  const { id } = useProfessional();
  const debouncedFirst = useDebouncedValue(firstName.trim(), 400);
  const debouncedLast = useDebouncedValue(lastName.trim(), 400);
  const names = { firstName: debouncedFirst, lastName: debouncedLast };
  const suggestion = useQuery<{ username: string }>({
    queryKey: [...queryKeyOf(api.usernameSuggestion, { professionalId: id }), names],
    queryFn: () => callEndpoint(api.usernameSuggestion, { params: { professionalId: id }, query: names }),
    enabled: !!id && !!names.firstName,
  });
  const suggested = suggestion.data?.username;

  useEffect(() => {
    if (suggested && !isEdited && suggested !== value) onChange(suggested, false);
  }, [suggested, isEdited, value, onChange]);

  return (
    <Field
      label="Nombre de usuario"
      error={error}
      hint="Se propone a partir del nombre; puede cambiarlo. Letras sin tildes, números, puntos o guiones."
    >
      {(control) => (
        <Input
          {...control}
          value={value}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value, true)}
        />
      )}
    </Field>
  );
}
