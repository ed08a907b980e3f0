import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useProfessional } from "../../common/use-professional";
import { ActivityFields } from "./activity-fields";
import { EMPTY_ACTIVITY_FORM } from "./activity-form-values";
import { useActivityForm } from "./use-activity-form";
import { useCreateActivity } from "./use-program-activities";

/**
 * 'Añadir Actividad' and its dialog (docs/behaviour/04-states.md): what was typed survives closing the dialog or a
 * failed request; a successful creation closes it and resets the form to the defaults.
 */
export function CreateActivityDialog() {
  const { id } = useProfessional();
  const create = useCreateActivity(id);
  const [isOpen, setOpen] = useState(false);
  const { values, errors, onChange, onSubmit } = useActivityForm(
    () => EMPTY_ACTIVITY_FORM,
    create.isPending,
    (typed, reset) =>
      create.mutate(typed, {
        onSuccess: () => {
          reset();
          setOpen(false);
        },
      }),
  );

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="self-start">
          <Plus aria-hidden="true" className="h-5 w-5" />
          Añadir Actividad
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl" closeLabel="Cerrar sin guardar">
        <DialogTitle>Nueva actividad del programa</DialogTitle>
        <DialogDescription>
          La actividad se asignará a todas las personas del programa y aparecerá en sus recordatorios.
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <ActivityFields values={values} errors={errors} onChange={onChange} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancelar</Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creando..." : "Crear Actividad"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
