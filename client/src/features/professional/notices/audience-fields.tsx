import type { AudienceCount } from "@shared/api/notices";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ChoiceSelect } from "../common/choice-select";
import { Field } from "../common/field";

/** The group as the form holds it: ages as typed, "" for any condition or district. */
export type AudienceDraft = {
  isGroup: boolean;
  ageFrom: string;
  ageTo: string;
  condition: string;
  district: string;
  isLivingAloneOnly: boolean;
};

export const ALL_PEOPLE: AudienceDraft = {
  isGroup: false,
  ageFrom: "",
  ageTo: "",
  condition: "",
  district: "",
  isLivingAloneOnly: false,
};

// Radix's select has no empty value: this one stands for "any".
const ANY = "__any";
const WHO = { all: "Todas las personas del municipio", group: "Un grupo" } as const;

const choices = (values: string[], anyLabel: string): Record<string, string> =>
  Object.fromEntries([[ANY, anyLabel], ...values.map((value) => [value, value])]);

type Props = {
  draft: AudienceDraft;
  options: Pick<AudienceCount, "conditions" | "districts"> | undefined;
  ageError?: string;
  onChange: (draft: AudienceDraft) => void;
};

/** Who receives the notice: everyone, or a group by age, condition, living alone and district. */
export function AudienceFields({ draft, options, ageError, onChange }: Props) {
  const set = (change: Partial<AudienceDraft>) => onChange({ ...draft, ...change });
  return (
    <fieldset className="grid gap-4 rounded-xl border-2 border-slate-200 p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">Destinatarios</legend>
      <Field label="A quién se envía">
        {(control) => (
          <ChoiceSelect
            control={control}
            value={draft.isGroup ? "group" : "all"}
            options={WHO}
            onChange={(value) => onChange(value === "group" ? { ...draft, isGroup: true } : ALL_PEOPLE)}
          />
        )}
      </Field>
      {draft.isGroup ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Edad desde" error={ageError}>
            {(control) => (
              <Input {...control} inputMode="numeric" value={draft.ageFrom} onChange={(e) => set({ ageFrom: e.target.value })} />
            )}
          </Field>
          <Field label="Edad hasta">
            {(control) => (
              <Input {...control} inputMode="numeric" value={draft.ageTo} onChange={(e) => set({ ageTo: e.target.value })} />
            )}
          </Field>
          <Field label="Condición de salud">
            {(control) => (
              <ChoiceSelect
                control={control}
                value={draft.condition || ANY}
                options={choices(options?.conditions ?? [], "Cualquiera")}
                onChange={(value) => set({ condition: value === ANY ? "" : value })}
              />
            )}
          </Field>
          <Field label="Distrito">
            {(control) => (
              <ChoiceSelect
                control={control}
                value={draft.district || ANY}
                options={choices(options?.districts ?? [], "Todos")}
                onChange={(value) => set({ district: value === ANY ? "" : value })}
              />
            )}
          </Field>
          <div className="flex items-center gap-3 sm:col-span-2">
            <Checkbox
              id="notice-lives-alone"
              checked={draft.isLivingAloneOnly}
              onCheckedChange={(checked) => set({ isLivingAloneOnly: checked === true })}
            />
            <Label htmlFor="notice-lives-alone">Solo quienes viven solos</Label>
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
