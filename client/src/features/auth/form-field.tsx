import type { InputHTMLAttributes } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  id: string;
  label: string;
  hint?: string;
};

/** A labelled input with an optional hint linked through aria-describedby. */
export function FormField({ id, label, hint, ...inputProps }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hintId} {...inputProps} />
      {hint ? (
        <p id={hintId} className="text-base text-slate-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
