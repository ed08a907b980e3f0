import { Delete } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";

const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"];

type Props = { label: string; maxLength: number; onChange: (value: string) => void };

/** A number typed on the keyboard or with the big on-screen keypad. Only digits are kept. */
export function NumberField({ label, maxLength, onChange }: Props) {
  const id = useId();
  const [value, setValue] = useState("");
  const update = (next: string) => {
    const clean = next.replace(/\D/g, "").slice(0, maxLength);
    setValue(clean);
    onChange(clean);
  };
  return (
    <div className="flex flex-col gap-4">
      <label htmlFor={id} className="text-2xl font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => update(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={maxLength}
        className="block min-h-target w-full max-w-md rounded-xl border-2 border-slate-600 bg-white px-4 text-4xl font-bold tracking-widest text-slate-900 tabular-nums focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      />
      <fieldset className="grid max-w-md grid-cols-3 gap-3">
        <legend className="sr-only">Teclado numérico</legend>
        {DIGITS.map((digit) => (
          <Button key={digit} size="xl" variant="secondary" onClick={() => update(value + digit)}>
            {digit}
          </Button>
        ))}
        <Button
          size="xl"
          variant="secondary"
          className="col-span-2"
          onClick={() => update(value.slice(0, -1))}
        >
          <Delete aria-hidden="true" className="h-7 w-7" />
          Borrar
        </Button>
      </fieldset>
    </div>
  );
}
