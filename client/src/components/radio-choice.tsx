import { useId } from "react";

type RadioChoiceProps<T extends string> = {
  legend: string;
  options: Record<T, string>;
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
};

/** A question with a few answers as big radio buttons (44 px targets), keyboard-usable as a group. */
export function RadioChoice<T extends string>({ legend, options, value, onChange, error }: RadioChoiceProps<T>) {
  const id = useId();
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-base font-semibold text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(options) as T[]).map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-slate-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={id}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-5 w-5 accent-brand-700"
            />
            <span className="text-base text-slate-900">{options[option]}</span>
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
