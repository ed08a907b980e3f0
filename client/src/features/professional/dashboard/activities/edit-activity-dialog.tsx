import type { ProgramActivity } from "@shared/api/professional";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useProfessional } from "../../common/use-professional";
import { ActivityFields } from "./activity-fields";
import { valuesFromActivity } from "./activity-form-values";
import { useActivityForm } from "./use-activity-form";
import { useUpdateActivity } from "./use-program-activities";

type Props = { activity: ProgramActivity; onClose: () => void };

/**
 * 'Editar' of a programme activity: the same fields as when it was created, prefilled; what was typed stays on
 * any error; saving changes every person's reminder of it.
 */
export function EditActivityDialog({ activity, onClose }: Props) {
  const { id } = useProfessional();
  const update = useUpdateActivity(id);
  const { values, errors, onChange, onSubmit } = useActivityForm(
    () => valuesFromActivity(activity),
    update.isPending,
    (typed) => update.mutate({ id: activity.id, values: typed }, { onSuccess: onClose }),
  );

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
