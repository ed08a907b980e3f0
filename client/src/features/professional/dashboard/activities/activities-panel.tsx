import type { ProgramActivity } from "@shared/api/professional";
import { useRef, useState } from "react";
import { ConfirmDialog } from "../../common/confirm-dialog";
import { EmptyState, LoadError, Loading } from "../../common/feedback";
import { useProfessional } from "../../common/use-professional";
import { ActivityItem } from "./activity-item";
import { CreateActivityDialog } from "./create-activity-dialog";
import { EditActivityDialog } from "./edit-activity-dialog";
import { useDeleteActivity, useProgramActivities } from "./use-program-activities";

const DELETE_ACTIVITY_QUESTION =
  "¿Estás seguro de eliminar esta actividad? Se eliminará para todos los usuarios.";

/** 'Actividades del Programa': the list, edit, delete (after confirmation) and 'Añadir Actividad'. */
export default function ActivitiesPanel() {
  const { id } = useProfessional();
  const activities = useProgramActivities(id);
  const remove = useDeleteActivity(id);
  const [toDelete, setToDelete] = useState<ProgramActivity | null>(null);
  const [toEdit, setToEdit] = useState<ProgramActivity | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasDeleted = useRef(false);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, {
      onSuccess: () => {
        wasDeleted.current = true;
      },
      onSettled: () => setToDelete(null),
    });
  };
  const focusAfterClose = () => {
    const target = wasDeleted.current ? panelRef.current : null;
    wasDeleted.current = false;
    return target;
  };

  return (
    <div ref={panelRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <CreateActivityDialog />
      {activities.isPending ? <Loading label="Cargando actividades..." /> : null}
      {activities.isError ? (
        <LoadError
          message="No se pudieron cargar las actividades"
          onRetry={() => void activities.refetch()}
        />
      ) : null}
      {activities.data?.length === 0 ? <EmptyState text="No hay actividades del programa creadas" /> : null}
      {activities.data && activities.data.length > 0 ? (
        <ul className="grid gap-3">
          {activities.data.map((activity) => (
            <ActivityItem key={activity.id} activity={activity} onEdit={setToEdit} onDelete={setToDelete} />
          ))}
        </ul>
      ) : null}
      {toEdit ? <EditActivityDialog key={toEdit.id} activity={toEdit} onClose={() => setToEdit(null)} /> : null}
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setToDelete(null))}
        title="Eliminar actividad"
        question={DELETE_ACTIVITY_QUESTION}
        confirmLabel="Eliminar"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        focusAfterClose={focusAfterClose}
      />
    </div>
  );
}
