import type { Reminder } from "@shared/api/reminders";
import { localDate } from "@shared/domain/time";
import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "../common/confirm-dialog";
import { EmptyState, LoadError, Loading } from "../common/feedback";
import { useNow } from "../common/use-now";
import { useProfessional } from "../common/use-professional";
import { ReminderDialog, type ReminderDialogState } from "./reminder-dialog";
import { ReminderItem } from "./reminder-item";
import { useDeleteReminder, usePersonReminders } from "./use-reminders";

const DELETE_REMINDER_QUESTION = "¿Estás seguro de que quieres eliminar este recordatorio?";

/** The chosen person's reminders: 'Nuevo Recordatorio', edit, delete after confirmation. */
export function RemindersPanel({ person }: { person: { id: string; name: string } }) {
  const { timezone } = useProfessional();
  const now = useNow();
  const reminders = usePersonReminders(person.id);
  const remove = useDeleteReminder(person.id);
  const [dialog, setDialog] = useState<ReminderDialogState>(null);
  const [toDelete, setToDelete] = useState<Reminder | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasDeleted = useRef(false);
  const confirmDelete = (reminder: Reminder) =>
    remove.mutate(reminder, {
      onSuccess: () => {
        wasDeleted.current = true;
      },
      onSettled: () => setToDelete(null),
    });
  const focusAfterClose = () => {
    const target = wasDeleted.current ? headingRef.current : null;
    wasDeleted.current = false;
    return target;
  };
  const active = (reminders.data ?? []).filter((reminder) => reminder.isActive !== false);
  const today = localDate(now, timezone);

  return (
    <section aria-labelledby="person-reminders-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          ref={headingRef}
          id="person-reminders-title"
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900"
        >
          Recordatorios de {person.name}
        </h2>
        <Button onClick={() => setDialog({ editing: null })}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          Nuevo Recordatorio
        </Button>
      </div>
      {reminders.isPending ? <Loading label="Cargando recordatorios..." /> : null}
      {reminders.isError ? (
        <LoadError message="Failed to fetch reminders" onRetry={() => void reminders.refetch()} />
      ) : null}
      {reminders.data && active.length === 0 ? <EmptyState text="No tiene recordatorios activos" /> : null}
      {active.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {active.map((reminder) => (
            <ReminderItem
              key={reminder.id}
              reminder={reminder}
              elderlyId={person.id}
              today={today}
              onEdit={(editing) => setDialog({ editing })}
              onDelete={setToDelete}
            />
          ))}
        </ul>
      ) : null}
      <ReminderDialog state={dialog} onClose={() => setDialog(null)} person={person} />
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setToDelete(null))}
        title="Eliminar recordatorio"
        question={DELETE_REMINDER_QUESTION}
        confirmLabel="Eliminar"
        isPending={remove.isPending}
        onConfirm={() => toDelete && confirmDelete(toDelete)}
        focusAfterClose={focusAfterClose}
      />
    </section>
  );
}
