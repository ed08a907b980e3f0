import type { ProgramActivity } from "@shared/api/professional";
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Badge } from "../../common/badge";
import {
  ACTIVITY_TYPE_LABELS,
  DIFFICULTY_LABELS,
  PROGRAM_RECURRENCE_LABELS,
  plural,
} from "../../common/labels";
import { longDateLabel } from "../../common/time-format";

type ActivityItemProps = {
  activity: ProgramActivity;
  onEdit: (activity: ProgramActivity) => void;
  onDelete: (activity: ProgramActivity) => void;
};

/** One programme activity with its type, difficulty, schedule and edit and delete buttons. */
export function ActivityItem({ activity, onEdit, onDelete }: ActivityItemProps) {
  const when = [
    activity.scheduledDate ? longDateLabel(activity.scheduledDate) : null,
    activity.scheduledTime ? `a las ${activity.scheduledTime.slice(0, 5)}` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <li className="flex flex-col gap-2 rounded-xl border-2 border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">{activity.title}</h3>
        <div className="flex flex-wrap gap-2">
        <Button variant="ghost" aria-label={`Editar actividad ${activity.title}`} onClick={() => onEdit(activity)}>
          <Pencil aria-hidden="true" className="h-5 w-5" />
          Editar
        </Button>
        <Button
          variant="ghost"
          className="text-red-800 hover:bg-red-50"
          aria-label={`Eliminar actividad ${activity.title}`}
          onClick={() => onDelete(activity)}
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
          Eliminar
        </Button>
        </div>
      </div>
      <p className="text-base text-slate-800">{activity.description}</p>
      <div className="flex flex-wrap gap-2">
        <Badge tone="info">{ACTIVITY_TYPE_LABELS[activity.activityType]}</Badge>
        <Badge>{DIFFICULTY_LABELS[activity.difficulty]}</Badge>
        <Badge>{PROGRAM_RECURRENCE_LABELS[activity.recurrence]}</Badge>
        <Badge>Asignada a {plural(activity.assignedUsers, "usuario", "usuarios")}</Badge>
      </div>
      {when ? <p className="text-base text-slate-800">{when}</p> : null}
    </li>
  );
}
