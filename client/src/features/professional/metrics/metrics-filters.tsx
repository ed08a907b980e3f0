import { DEFAULT_METRIC_PERIOD, METRIC_PERIODS, type MetricPeriod } from "@shared/api/metrics-paths";
import type { UserPage } from "@shared/api/professional";
import { type ReactNode, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { LoadError } from "../common/feedback";
import { Field } from "../common/field";
import { plural } from "../common/labels";
import type { PickedPerson } from "../common/person-picker";
import { fullName } from "@shared/domain/names";
import { useProfessional } from "../common/use-professional";
import { useConsentedPeople } from "./use-consented-people";

const ALL_USERS = "all";

const selectClasses =
  "block min-h-12 w-full rounded-xl border-2 border-slate-500 bg-white px-4 py-2 text-lg text-slate-900 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

const toPeriod = (value: string): MetricPeriod =>
  METRIC_PERIODS.find((period) => period === Number(value)) ?? DEFAULT_METRIC_PERIOD;

/** 'Todos los usuarios con consentimiento (16)' */
export const allUsersLabel = (consented: number) => `Todos los usuarios con consentimiento (${consented})`;

type MetricsFiltersProps = {
  consented: number;
  selected: PickedPerson | null;
  days: MetricPeriod;
  onSelectedChange: (person: PickedPerson | null) => void;
  onDaysChange: (days: MetricPeriod) => void;
  children?: ReactNode;
};

/** 'Carmen López (carmen)': the username tells namesakes apart, in the select and in the exported report. */
export const personLabel = (person: PickedPerson) => `${fullName(person)} (${person.username})`;

/** What the search found, said once typing stops (the select's options change with it). */
function describeMatches(page: UserPage | undefined, search: string): string {
  if (!page) return "";
  const term = search.trim();
  if (page.total === 0) return term ? `Ninguna persona con consentimiento coincide con «${term}».` : "";
  if (page.total > page.items.length) {
    return `Se muestran ${page.items.length} de ${page.total} personas con consentimiento: escriba un nombre para afinar.`;
  }
  return term ? plural(page.total, "persona con consentimiento coincide.", "personas con consentimiento coinciden.") : "";
}

/**
 * The user selector (default: everyone with consent) and the period. Only people with municipal consent can be
 * asked about, so only they are offered; a municipality may have thousands, so the list is searched on the
 * server and the select holds the first matches (and the chosen person, whatever the search).
 */
export function MetricsFilters(props: MetricsFiltersProps) {
  const { consented, selected, days, onSelectedChange, onDaysChange, children } = props;
  const { id: professionalId } = useProfessional();
  const [search, setSearch] = useState("");
  const people = useConsentedPeople(professionalId, search);
  const matches: PickedPerson[] = people.data?.items ?? [];
  const options = selected && !matches.some((p) => p.id === selected.id) ? [selected, ...matches] : matches;
  const statusId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid max-w-2xl gap-2">
        <Field label="Buscar persona" hint="Solo aparecen las personas con consentimiento municipal.">
          {(control) => (
            <Input
              {...control}
              aria-describedby={[control["aria-describedby"], statusId].filter(Boolean).join(" ")}
              type="search"
              value={search}
              autoComplete="off"
              placeholder="Nombre o usuario"
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <p id={statusId} aria-live="polite" className="text-base text-slate-800">
          {describeMatches(people.data, search)}
        </p>
        {people.isError ? <LoadError message="Failed to fetch users" onRetry={() => void people.refetch()} /> : null}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <Field label="Usuario" className="min-w-[min(100%,28rem)] flex-[3]">
          {(control) => (
            <select
              {...control}
              className={selectClasses}
              value={selected?.id ?? ALL_USERS}
              onChange={(event) => onSelectedChange(options.find((p) => p.id === event.target.value) ?? null)}
            >
              <option value={ALL_USERS}>{allUsersLabel(consented)}</option>
              {options.map((person) => (
                <option key={person.id} value={person.id}>
                  {personLabel(person)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Periodo" className="min-w-[min(100%,14rem)] flex-1">
          {(control) => (
            <select
              {...control}
              className={selectClasses}
              value={days}
              onChange={(event) => onDaysChange(toPeriod(event.target.value))}
            >
              {METRIC_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {`Últimos ${period} días`}
                </option>
              ))}
            </select>
          )}
        </Field>
        {children}
      </div>
    </div>
  );
}
