import type { StatusFilter } from "@shared/domain/status";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { ChoiceSelect } from "../../common/choice-select";
import { Field } from "../../common/field";
import { STATUS_FILTER_LABELS } from "./use-user-page";

type UserFiltersProps = {
  search: string;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
};

/** 'Buscar usuario...' (name, username or id) and the status filter. */
export function UserFilters({ search, status, onSearchChange, onStatusChange }: UserFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
      <Field label="Buscar usuario">
        {(control) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-600"
            />
            <Input
              {...control}
              type="search"
              value={search}
              autoComplete="off"
              placeholder="Buscar usuario..."
              className="pl-10"
              onChange={(event) => onSearchChange(event.target.value)}
            />
          </div>
        )}
      </Field>
      <Field label="Estado">
        {(control) => (
          <ChoiceSelect
            control={control}
            value={status}
            options={STATUS_FILTER_LABELS}
            onChange={onStatusChange}
          />
        )}
      </Field>
    </div>
  );
}
