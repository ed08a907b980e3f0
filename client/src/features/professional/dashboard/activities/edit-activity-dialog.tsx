import type { ProgramActivity } from "@shared/api/professional";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useProfessional } from "../../common/use-professional";
import { ActivityFields } from "./activity-fields";
import {
  type ActivityErrors,
  type ActivityFormValues,
  firstProblem,
  validateActivity,
  valuesFromActivity,
} from "./activity-form-values";
import { useUpdateActivity } from "./use-program-activities";

type Props = { activity: ProgramActivity; onClose: () => void };

/**
 * 'Editar' of a programme activity: the same fields as when it was created, prefilled; what was typed stays on
 * any error; saving changes every person's reminder of it.
 */
export function EditActivityDialog({ activity, onClose }: Props) {
  const { id } = useProfessional();
  const update = useUpdateActivity(id);
  const [values, setValues] = useState<ActivityFormValues>(() => valuesFromActivity(activity));
  const [errors, setErrors] = useState<ActivityErrors>({});

  const onChange = (patch: Partial<ActivityFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const found = validateActivity(values);
    setErrors(found);
    const problem = firstProblem(found);
    if (problem) {
      toast({ title: "Error", description: problem, variant: "destructive" });
      return;
    }
    update.mutate({ id: activity.id, values }, { onSuccess: onClose });
  };

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent className="max-w-2xl" closeLabel="Cerrar sin guardar">
        <DialogTitle>Editar actividad del programa</DialogTitle>
        <DialogDescription>Los cambios llegarán a los recordatorios de todas las personas que la tienen.</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <ActivityFields values={values} errors={errors} onChange={onChange} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancelar</Button>
            </DialogClose>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Guardando..." : "Guardar cambios"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
