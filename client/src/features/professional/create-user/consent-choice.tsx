import { useId } from "react";
import type { ConsentAnswer } from "./elderly-values";

type ConsentChoiceProps = {
  legend: string;
  value: ConsentAnswer;
  onChange: (value: ConsentAnswer) => void;
  error?: string;
};

const OPTIONS = [
  { value: "yes", label: "Sí, lo acepta" },
  { value: "no", label: "No lo acepta" },
] as const;

/** One consent as an explicit yes / no question (nothing is chosen for the person). */
export function ConsentChoice({ legend, value, onChange, error }: ConsentChoiceProps) {
  const id = useId();
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-base font-semibold text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-slate-300 px-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={`${id}-consent`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-5 w-5 accent-brand-700"
            />
            <span className="text-lg text-slate-900">{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-base font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
