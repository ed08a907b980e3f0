import { type Reminder, reminderEndpoints } from "@shared/api/reminders";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";
import type { ReminderBody } from "./reminder-form-values";

const TRY_AGAIN = "Inténtelo de nuevo dentro de un momento.";

/**
 * What each screen reloads after any answer (success or failure): its own query keys, which the shared
 * widget does not know. It receives the error (null on success), e.g. a 403 means the consent changed.
 */
export type RefreshReminders = (error: unknown) => Promise<unknown> | undefined;

/** POST /api/reminders (no id) or PATCH /api/reminders/{id}, with the docs/behaviour/08-errors.md toasts. */
export function useSaveReminder(refresh: RefreshReminders) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ReminderBody }) =>
      id
        ? callEndpoint(reminderEndpoints.update, { params: { id }, body })
        : callEndpoint(reminderEndpoints.create, { body }),
    onSuccess: (_saved, { id, body }) =>
      toast(
        id
          ? {
              title: "Recordatorio actualizado",
              description: `Se han guardado los cambios de «${body.title}».`,
            }
          : {
              title: "Recordatorio creado",
              description: `«${body.title}» se ha añadido a los recordatorios.`,
            },
      ),
    onError: (error, { id }) =>
      toast({
        title: id ? "No se pudo actualizar el recordatorio" : "No se pudo crear el recordatorio",
        description: getErrorMessage(error, TRY_AGAIN),
        variant: "destructive",
      }),
    onSettled: (_data, error) => refresh(error),
  });
}

/** DELETE /api/reminders/{id}, with the docs/behaviour/08-errors.md toasts. */
export function useDeleteReminder(refresh: RefreshReminders) {
  return useMutation({
    mutationFn: (reminder: Pick<Reminder, "id" | "title">) =>
      callEndpoint(reminderEndpoints.remove, { params: { id: reminder.id } }),
    onSuccess: (_res, reminder) =>
      toast({ title: "Recordatorio eliminado", description: `Se ha eliminado «${reminder.title}».` }),
    onError: (error) =>
      toast({
        title: "No se pudo eliminar el recordatorio",
        description: getErrorMessage(error, TRY_AGAIN),
        variant: "destructive",
      }),
    onSettled: (_data, error) => refresh(error),
  });
}
