import type { UserPage } from "@shared/api/professional";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { LoadError } from "./feedback";
import { plural } from "./labels";
import { fetchUserPage } from "./fetch-user-page";
import { professionalKeys } from "./professional-keys";
import { fullName } from "@shared/domain/names";
import { useDebouncedValue } from "./use-debounced-value";
import { useProfessional } from "./use-professional";

const PICKER_PAGE_SIZE = 8;

export type PickedPerson = { id: string; firstName: string; lastName: string; username: string };

type PersonPickerProps = {
  label: string;
  selected: PickedPerson | null;
  onSelect: (person: PickedPerson) => void;
  error?: string;
};

/** Search-as-you-type (server side, like the user list) over the older people; matches are radios. */
export function PersonPicker({ label, selected, onSelect, error }: PersonPickerProps) {
  const id = useId();
  const { id: professionalId } = useProfessional();
  const [search, setSearch] = useState("");
  const params = {
    search: useDebouncedValue(search.trim()),
    status: "all",
    page: 1,
    pageSize: PICKER_PAGE_SIZE,
  };
  const matches = useQuery<UserPage>({
    queryKey: professionalKeys.userPage(professionalId, params),
    queryFn: () => fetchUserPage(professionalId, params),
    placeholderData: keepPreviousData,
    enabled: !!professionalId,
  });
  const shown: PickedPerson[] = [...(matches.data?.items ?? [])];
  if (selected && !shown.some((person) => person.id === selected.id)) shown.unshift(selected);
  const total = matches.data?.total ?? 0;
  return (
    <div className="grid gap-3">
      <Label htmlFor={`${id}-search`}>{label}</Label>
      <Input
        id={`${id}-search`}
        type="search"
        value={search}
        autoComplete="off"
        placeholder="Escriba un nombre o usuario..."
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p id={`${id}-count`} aria-live="polite" className="text-sm text-slate-700">
        {matches.data ? plural(total, "persona encontrada", "personas encontradas") : ""}
        {total > PICKER_PAGE_SIZE ? `. Se muestran ${PICKER_PAGE_SIZE}: escriba más para afinar.` : ""}
      </p>
      {matches.isError ? (
        <LoadError message="Failed to fetch users" onRetry={() => void matches.refetch()} />
      ) : null}
      {shown.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="sr-only">{label}</legend>
          {shown.map((person) => (
            <label
              key={person.id}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-300 px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700",
                person.id === selected?.id && "border-brand-700 bg-brand-50",
              )}
            >
              <input
                type="radio"
                name={`${id}-person`}
                checked={person.id === selected?.id}
                onChange={() => onSelect(person)}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              <span className="text-lg break-words text-slate-900">
                {fullName(person)} <span className="text-base text-slate-700">({person.username})</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-base font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
