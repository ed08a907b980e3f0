import type { Reminder } from "@shared/api/reminders";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, apiRequest, getErrorMessage } from "@/lib/query-client";
import { professionalKeys } from "../common/professional-keys";
import type { ReminderBody } from "./reminder-values";

const TRY_AGAIN = "Inténtelo de nuevo dentro de un momento.";

/** GET /api/reminders/{userId} ('Failed to fetch reminders' on failure, SPEC section 8). */
export function usePersonReminders(userId: string | null) {
  return useQuery<Reminder[]>({ queryKey: professionalKeys.reminders(userId ?? ""), enabled: !!userId });
}

function useRefresh(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: professionalKeys.reminders(userId) }),
      queryClient.invalidateQueries({ queryKey: professionalKeys.record(userId) }),
    ]);
}

/** POST /api/reminders (no id) or PATCH /api/reminders/{id}. */
export function useSaveReminder(userId: string) {
  const refresh = useRefresh(userId);
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
    onSettled: refresh,
  });
}

/** DELETE /api/reminders/{id}. */
export function useDeleteReminder(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (reminder: Reminder) => apiRequest("DELETE", `/api/reminders/${reminder.id}`),
    onSuccess: (_response, reminder) =>
      toast({ title: "Recordatorio eliminado", description: `Se ha eliminado «${reminder.title}».` }),
    onError: (error) =>
      toast({
        title: "No se pudo eliminar el recordatorio",
        description: getErrorMessage(error, TRY_AGAIN),
        variant: "destructive",
      }),
    onSettled: refresh,
  });
}
