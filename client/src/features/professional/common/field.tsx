import { type ReactNode, useId } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

/** What a control needs to be labelled and, when wrong, announced as invalid with its message. */
export type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
};

type FieldProps = {
  label: string;
  /** Inline error (Spanish), linked with aria-describedby and aria-invalid. */
  error?: string;
  hint?: string;
  isRequired?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A label, the control, an optional hint and an inline error message. */
export function Field({ label, error, hint, isRequired, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ml-1 font-normal text-slate-700">
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": isRequired ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-base font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
