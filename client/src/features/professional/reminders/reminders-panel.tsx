import type { Reminder } from "@shared/api/reminders";
import { localDate } from "@shared/domain/time";
import { Plus } from "lucide-react";
import { useState } from "react";
import { DeleteReminderDialog } from "@/components/reminders/delete-reminder-dialog";
import { ReminderDialog, type ReminderDialogState } from "@/components/reminders/reminder-dialog";
import { EMPTY_REMINDER_FORM, valuesFromReminder } from "@/components/reminders/reminder-form-values";
import { ReminderList } from "@/components/reminders/reminder-list";
import { Button } from "@/components/ui/button";
import { LoadError, Loading } from "../common/feedback";
import { useNow } from "../common/use-now";
import { useProfessional } from "../common/use-professional";
import { usePersonReminders, useRefreshReminders } from "./use-reminders";

const TITLE_ID = "person-reminders-title";

/** The chosen person's reminders: 'Nuevo Recordatorio', edit, delete after confirmation. */
export function RemindersPanel({ person }: { person: { id: string; name: string } }) {
  const { id: professionalId, timezone } = useProfessional();
  const today = localDate(useNow(), timezone);
  const reminders = usePersonReminders(person.id);
  const refresh = useRefreshReminders(person.id);
  const [dialog, setDialog] = useState<ReminderDialogState>(null);
  const [toDelete, setToDelete] = useState<Reminder | null>(null);

  return (
    <section aria-labelledby={TITLE_ID} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={TITLE_ID} tabIndex={-1} className="min-w-0 text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">
          Recordatorios de {person.name}
        </h2>
        <Button onClick={() => setDialog({ editing: null, initial: EMPTY_REMINDER_FORM })}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          Nuevo Recordatorio
        </Button>
      </div>
      {reminders.isPending ? <Loading label="Cargando recordatorios..." /> : null}
      {reminders.isError ? (
        <LoadError message="Failed to fetch reminders" onRetry={() => void reminders.refetch()} />
      ) : null}
      {reminders.isSuccess ? (
        <ReminderList
          reminders={reminders.data}
          emptyText="No tiene recordatorios activos"
          elderlyId={person.id}
          today={today}
          onEdit={(editing) => setDialog({ editing, initial: valuesFromReminder(editing) })}
          onDelete={setToDelete}
          isTodayStateShown
          canEditProgramme
        />
      ) : null}
      <ReminderDialog
        state={dialog}
        onClose={() => setDialog(null)}
        person={person}
        creatorId={professionalId}
        refresh={refresh}
      />
      <DeleteReminderDialog
        refresh={refresh}
        reminder={toDelete}
        onClose={() => setToDelete(null)}
        focusAfterDeleteId={TITLE_ID}
      />
    </section>
  );
}
