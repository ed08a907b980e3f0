import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Field } from "../common/field";
import type { PinMode } from "./elderly-values";

type PinChoiceProps = {
  mode: PinMode;
  pin: string;
  onChange: (patch: { pinMode?: PinMode; pin?: string }) => void;
  error?: string;
};

const MODES = [
  { value: "generate", label: "Generar PIN", hint: "El sistema elige uno al azar y se lo muestra una vez" },
  { value: "choose", label: "Elegir PIN", hint: "Usted escribe los 4 dígitos" },
] as const;

/** 'Generar PIN' or a chosen 4-digit PIN for the older person's login. */
export function PinChoice({ mode, pin, onChange, error }: PinChoiceProps) {
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold text-slate-900">PIN de acceso</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {MODES.map((option) => (
          <label
            key={option.value}
            className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-xl border-2 border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={`${id}-pin-mode`}
              checked={mode === option.value}
              aria-describedby={`${id}-${option.value}-hint`}
              onChange={() => onChange({ pinMode: option.value })}
              className="row-span-2 mt-1 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span className="text-lg font-semibold text-slate-900">{option.label}</span>
            <span id={`${id}-${option.value}-hint`} className="text-sm text-slate-700">
              {option.hint}
            </span>
          </label>
        ))}
      </div>
      {mode === "choose" ? (
        <Field label="PIN (4 dígitos)" isRequired error={error} className="max-w-xs">
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={pin}
              onChange={(event) => onChange({ pin: event.target.value.replace(/\D/g, "").slice(0, 4) })}
            />
          )}
        </Field>
      ) : null}
    </fieldset>
  );
}
