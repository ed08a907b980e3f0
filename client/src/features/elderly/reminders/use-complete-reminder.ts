import { reminderEndpoints } from "@shared/api/routes";
import type { Reminder } from "@shared/api/reminders";
import { UNDO_SECONDS } from "@shared/domain/reminder-completion";
import { localDate } from "@shared/domain/time";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage, getErrorStatus } from "@/lib/query-client";
import { elderlyKeys } from "../common/elderly-keys";
import { completeOrQueue, QUEUED_TOAST } from "../offline/complete-or-queue";

type Undoable = { reminderId: string; occurrenceDate: string };

/** The occurrence a 'Hecho' in the list marks: today's for a daily reminder, else its own date. */
const occurrenceOf = (r: Pick<Reminder, "recurrence" | "reminderDate">, timezone: string) =>
  r.recurrence === "daily" || !r.reminderDate ? localDate(new Date(), timezone) : r.reminderDate;

/**
 * POST /api/reminders/{id}/complete, then reload every reminder list of the person (and the home badge).
 * The occurrence just ticked stays undoable ('Deshacer') for UNDO_SECONDS.
 */
export function useCompleteReminder(userId: string, timezone: string) {
  const queryClient = useQueryClient();
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: elderlyKeys.reminders(userId) });

  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(null), UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [undoable]);

  const complete = useMutation({
    mutationFn: (reminder: Pick<Reminder, "id" | "recurrence" | "reminderDate">) =>
      completeOrQueue({ userId, reminderId: reminder.id, occurrenceDate: occurrenceOf(reminder, timezone) }),
    // Offline it must run (and queue the 'Hecho'), not wait for a connection.
    networkMode: "always",
    onSuccess: (result) => {
      if (result.kind === "queued") {
        // Shown as done from the device's queue; 'Deshacer' needs the server, so it is not offered.
        toast(QUEUED_TOAST);
        return;
      }
      const { completion } = result;
      setUndoable({ reminderId: completion.reminderId, occurrenceDate: completion.occurrenceDate });
      toast({ title: "¡Bien hecho!", description: "Recordatorio marcado como completado" });
      return reload();
    },
    onError: (err) =>
      toast({
        title: "No se pudo marcar el recordatorio",
        // The server's Spanish reason (e.g. an appointment ticked before its day) when it gave one.
        description: getErrorStatus(err) === 400 ? getErrorMessage(err, "") || undefined : undefined,
        variant: "destructive",
      }),
  });

  const undo = useMutation({
    mutationFn: (target: Undoable) =>
      callEndpoint(reminderEndpoints.undo, {
        params: { id: target.reminderId },
        body: { occurrenceDate: target.occurrenceDate },
      }),
    onSuccess: () => {
      setUndoable(null);
      toast({ title: "Hecho deshecho", description: "El recordatorio vuelve a estar pendiente" });
      return reload();
    },
    onError: (err) => {
      // The server refuses what the screen should not offer any more (too late, marked by someone else):
      // say why, and stop offering it.
      const status = getErrorStatus(err);
      const isRefused = status === 400 || status === 403 || status === 409;
      if (status === 403 || status === 409) setUndoable(null);
      toast({
        title: "No se pudo deshacer",
        description: isRefused ? getErrorMessage(err, "") || undefined : undefined,
        variant: "destructive",
      });
    },
  });

  return { complete, undo, undoable };
}
