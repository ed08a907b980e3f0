import type { Reminder } from "@shared/api/reminders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, apiRequest, getErrorMessage, getErrorStatus } from "@/lib/query-client";
import { familyKeys } from "../common/family-keys";
import type { ReminderBody } from "./reminder-form-values";

const TRY_AGAIN = "Inténtelo de nuevo dentro de un momento.";

/** After any answer the person's reminder lists are reloaded; a 403 means the consent changed. */
function useRefreshAfter(elderlyId: string) {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (getErrorStatus(error) === 403) void queryClient.invalidateQueries({ queryKey: familyKeys.relatives });
    return queryClient.invalidateQueries({ queryKey: familyKeys.reminders(elderlyId) });
  };
}

/** POST /api/reminders (no id) or PATCH /api/reminders/{id}, with the SPEC section 8 toasts. */
export function useSaveReminder(elderlyId: string) {
  const refresh = useRefreshAfter(elderlyId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ReminderBody }) =>
      id
        ? apiJson<Reminder>("PATCH", `/api/reminders/${id}`, body)
        : apiJson<Reminder>("POST", "/api/reminders", body),
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

/** DELETE /api/reminders/{id}, with the SPEC section 8 toasts. */
export function useDeleteReminder(elderlyId: string) {
  const refresh = useRefreshAfter(elderlyId);
  return useMutation({
    mutationFn: (reminder: Pick<Reminder, "id" | "title">) =>
      apiRequest("DELETE", `/api/reminders/${reminder.id}`),
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
