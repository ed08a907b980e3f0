import type { Reminder } from "@shared/api/reminders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/query-client";
import { elderlyKeys } from "../common/elderly-keys";

/** POST /api/reminders/{id}/complete, then reload every reminder list of the person (and the home badge). */
export function useCompleteReminder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminder: Pick<Reminder, "id">) =>
      apiRequest("POST", `/api/reminders/${reminder.id}/complete`, {
        userId,
        completedBy: userId,
        notes: "",
      }),
    onSuccess: () => {
      toast({ title: "¡Bien hecho!", description: "Recordatorio marcado como completado" });
      return queryClient.invalidateQueries({ queryKey: elderlyKeys.reminders(userId) });
    },
    onError: () => toast({ title: "No se pudo marcar el recordatorio", variant: "destructive" }),
  });
}
