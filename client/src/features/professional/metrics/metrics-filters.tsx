import { DEFAULT_METRIC_PERIOD, METRIC_PERIODS, type MetricPeriod } from "@shared/api/metrics-paths";
import type { UserCard } from "@shared/api/professional";
import type { ReactNode } from "react";
import { Field } from "../common/field";
import { fullName } from "../common/time-format";

export const ALL_USERS = "all";

const selectClasses =
  "block min-h-12 w-full rounded-xl border-2 border-slate-500 bg-white px-4 py-2 text-lg text-slate-900 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

const toPeriod = (value: string): MetricPeriod =>
  METRIC_PERIODS.find((period) => period === Number(value)) ?? DEFAULT_METRIC_PERIOD;

/** 'Todos los usuarios con consentimiento (16)' */
export const allUsersLabel = (consented: number) => `Todos los usuarios con consentimiento (${consented})`;

type MetricsFiltersProps = {
  users: UserCard[];
  consented: number;
  selection: string;
  days: MetricPeriod;
  onSelectionChange: (selection: string) => void;
  onDaysChange: (days: MetricPeriod) => void;
  children?: ReactNode;
};

/**
 * The user selector (default: everyone with consent) and the period. People without municipal consent are
 * listed but disabled: their metrics cannot be asked for.
 */
export function MetricsFilters(props: MetricsFiltersProps) {
  const { users, consented, selection, days, onSelectionChange, onDaysChange, children } = props;
  const withConsent = users.filter((user) => user.personalConsent);
  const withoutConsent = users.filter((user) => !user.personalConsent);
  return (
    <div className="flex flex-wrap items-end gap-4">
      <Field label="Usuario" className="min-w-[min(100%,26rem)] flex-[3]">
        {(control) => (
          <select
            {...control}
            className={selectClasses}
            value={selection}
            onChange={(event) => onSelectionChange(event.target.value)}
          >
            <option value={ALL_USERS}>{allUsersLabel(consented)}</option>
            {withConsent.map((user) => (
              <option key={user.id} value={user.id}>
                {fullName(user)}
              </option>
            ))}
            {withoutConsent.length > 0 ? (
              <optgroup label="Sin consentimiento municipal (no se pueden consultar)">
                {withoutConsent.map((user) => (
                  <option key={user.id} value={user.id} disabled>
                    {fullName(user)} (sin consentimiento)
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        )}
      </Field>
      <Field label="Periodo" className="min-w-[min(100%,12rem)] flex-1">
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
  );
}
