import type { Relative } from "@shared/api/elderly";
import type { Reminder } from "@shared/api/reminders";
import { localDate } from "@shared/domain/time";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { DeleteReminderDialog } from "@/components/reminders/delete-reminder-dialog";
import { ReminderDialog, type ReminderDialogState } from "@/components/reminders/reminder-dialog";
import { EMPTY_REMINDER_FORM, valuesFromReminder } from "@/components/reminders/reminder-form-values";
import { ReminderList } from "@/components/reminders/reminder-list";
import { Spinner } from "@/components/spinner";
import { Button } from "@/components/ui/button";
import { getErrorMessage, getErrorStatus } from "@/lib/query-client";
import { fullName } from "@shared/domain/names";
import { familyKeys } from "../common/family-keys";
import { PrivateInfo } from "../common/private-info";
import { useFamilyUser } from "../common/use-family-user";
import { useNow } from "../common/use-now";
import { SuggestionBox } from "./suggestion-box";
import { TypeCountTiles } from "./type-count-tiles";
import { useRefreshReminders } from "./use-refresh-reminders";

/** The reminders of the chosen person: counts by type, the list with edit and delete, suggestions. */
export default function RemindersBody({ relative }: { relative: Relative }) {
  const { elderly } = relative;
  const { userId, timezone } = useFamilyUser();
  const today = localDate(useNow(), timezone);
  const reminders = useQuery<Reminder[]>({ queryKey: familyKeys.reminders(elderly.id) });
  const [dialog, setDialog] = useState<ReminderDialogState>(null);
  const [toDelete, setToDelete] = useState<Reminder | null>(null);
  const refresh = useRefreshReminders(elderly.id);

  if (getErrorStatus(reminders.error) === 403) return <PrivateInfo firstName={elderly.firstName} />;
  const list = reminders.data ?? [];
  // 'Recordatorios activos': a one-off reminder whose day has passed is no longer active.
  const activeList = list.filter((reminder) => !reminder.reminderDate || reminder.reminderDate >= today);
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xl font-semibold text-slate-900">Recordatorios de {fullName(elderly)}</p>
        <Button size="lg" onClick={() => setDialog({ editing: null, initial: EMPTY_REMINDER_FORM })}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          Nuevo Recordatorio
        </Button>
      </div>
      {reminders.isSuccess ? <TypeCountTiles reminders={list} /> : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="active-reminders" className="flex min-w-0 flex-col gap-3">
          <h2 id="active-reminders" tabIndex={-1} className="text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">
            Recordatorios activos
          </h2>
          {reminders.isPending ? <Spinner label="Cargando recordatorios..." className="py-6" /> : null}
          {reminders.isError ? (
            <p role="alert" className="text-lg text-red-800">
              {getErrorMessage(reminders.error, "No se pudieron cargar los recordatorios.")}
            </p>
          ) : null}
          {reminders.isSuccess ? (
            <ReminderList
              reminders={activeList}
              emptyText="Todavía no hay recordatorios activos. Cree uno nuevo o use una de las sugerencias."
              elderlyId={elderly.id}
              today={today}
              onEdit={(r) => setDialog({ editing: r, initial: valuesFromReminder(r) })}
              onDelete={setToDelete}
            />
          ) : null}
        </section>
        <SuggestionBox onPick={(initial) => setDialog({ editing: null, initial })} />
      </div>
      <ReminderDialog
        state={dialog}
        onClose={() => setDialog(null)}
        person={{ id: elderly.id, name: fullName(elderly) }}
        creatorId={userId}
        refresh={refresh}
      />
      <DeleteReminderDialog
        refresh={refresh}
        reminder={toDelete}
        onClose={() => setToDelete(null)}
        focusAfterDeleteId="active-reminders"
      />
    </>
  );
}
