import { reminderEndpoints } from "@shared/api/routes";
import type { Reminder } from "@shared/api/reminders";
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

type SaveVariables = {
  id: string | null;
  /** One body when editing; one per time when creating. */
  bodies: ReminderBody[];
  /** Creating: told after each reminder is made, so a failure part-way does not make it twice on retry. */
  onCreated?: (body: ReminderBody) => void;
};

function createdToast(bodies: ReminderBody[]) {
  const title = bodies[0]?.title ?? "";
  if (bodies.length === 1) return { title: "Recordatorio creado", description: `«${title}» se ha añadido a los recordatorios.` };
  const times = bodies.map((b) => b.reminderTime);
  const list = `${times.slice(0, -1).join(", ")} y ${times[times.length - 1]}`;
  return { title: "Recordatorios creados", description: `«${title}» se ha añadido a las ${list}.` };
}

/**
 * PATCH /api/reminders/{id}, or one POST /api/reminders per time (each the single reminder of
 * docs/behaviour/07-api.md), with the docs/behaviour/08-errors.md toasts.
 */
export function useSaveReminder(refresh: RefreshReminders) {
  return useMutation({
    mutationFn: async ({ id, bodies, onCreated }: SaveVariables) => {
      if (id) return [await callEndpoint(reminderEndpoints.update, { params: { id }, body: bodies[0] })];
      const saved: Reminder[] = [];
      for (const body of bodies) {
        saved.push(await callEndpoint(reminderEndpoints.create, { body }));
        onCreated?.(body);
      }
      return saved;
    },
    onSuccess: (_saved, { id, bodies }) =>
      toast(
        id
          ? {
              title: "Recordatorio actualizado",
              description: `Se han guardado los cambios de «${bodies[0]?.title ?? ""}».`,
            }
          : createdToast(bodies),
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
