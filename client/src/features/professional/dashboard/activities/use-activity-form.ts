import { type FormEvent, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { type ActivityErrors, type ActivityFormValues, firstProblem, validateActivity } from "./activity-form-values";

/**
 * The activity form's state for creating and editing: what was typed stays on any error; a submit checks the
 * fields first (each problem shown by its field, the first also in a toast) and only then calls `save`, which may
 * put the form back to its first values with `reset` once saved.
 */
export function useActivityForm(
  initial: () => ActivityFormValues,
  isPending: boolean,
  save: (values: ActivityFormValues, reset: () => void) => void,
) {
  const [values, setValues] = useState<ActivityFormValues>(initial);
  const [errors, setErrors] = useState<ActivityErrors>({});
  const onChange = (patch: Partial<ActivityFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = validateActivity(values);
    setErrors(found);
    const problem = firstProblem(found);
    if (problem) {
      toast({ title: "Error", description: problem, variant: "destructive" });
      return;
    }
    save(values, () => setValues(initial()));
  };
  return { values, errors, onChange, onSubmit };
}
