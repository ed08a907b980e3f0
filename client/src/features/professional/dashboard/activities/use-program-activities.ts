import { professionalEndpoints as api } from "@shared/api/routes";
import type { ProgramActivity, UserCard } from "@shared/api/professional";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage, getErrorStatus } from "@/lib/query-client";
import { professionalKeys } from "../../common/professional-keys";
import type { ActivityFormValues } from "./activity-form-values";

export function useProgramActivities(professionalId: string) {
  return useQuery<ProgramActivity[]>({ queryKey: professionalKeys.programActivities(professionalId) });
}

function useRefresh(professionalId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: professionalKeys.programActivities(professionalId) }),
      queryClient.invalidateQueries({ queryKey: professionalKeys.summary(professionalId) }),
    ]);
}

/** POST /api/professional/program-activities for all managed users (docs/behaviour/07-api.md), with its toasts. */
export function useCreateActivity(professionalId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(professionalId);
  return useMutation({
    mutationFn: async (values: ActivityFormValues) => {
      const users = await queryClient.ensureQueryData<UserCard[]>({
        queryKey: professionalKeys.users(professionalId),
      });
      return callEndpoint(api.createProgramActivity, {
        body: {
        ...values,
        title: values.title.trim(),
        description: values.description.trim(),
        professionalId,
        userIds: users.map((user) => user.id),
        },
      });
    },
    onSuccess: () =>
      toast({ title: "Actividad creada", description: "La actividad ha sido asignada a todos los usuarios" }),
    // A refused form (400) says why in the server's words (e.g. a title with a line break); else the generic text.
    onError: (err) =>
      toast({
        title: "No se pudo crear la actividad",
        description: getErrorStatus(err) === 400 ? getErrorMessage(err, "") || undefined : undefined,
        variant: "destructive",
      }),
    onSettled: refresh,
  });
}

/** PUT /api/professional/program-activities/{id}: the activity and every person's reminder of it change. */
export function useUpdateActivity(professionalId: string) {
  const refresh = useRefresh(professionalId);
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: ActivityFormValues }) =>
      callEndpoint(api.updateProgramActivity, {
        params: { id },
        body: { ...values, title: values.title.trim(), description: values.description.trim() },
      }),
    onSuccess: (activity) =>
      toast({
        title: "Actividad actualizada",
        description: `«${activity.title}» ha cambiado también en los recordatorios de sus usuarios.`,
      }),
    onError: (err) =>
      toast({
        title: "No se pudo actualizar la actividad",
        description: getErrorStatus(err) === 400 ? getErrorMessage(err, "") || undefined : undefined,
        variant: "destructive",
      }),
    onSettled: refresh,
  });
}

/** DELETE /api/professional/program-activities/{id}: removed for every user. */
export function useDeleteActivity(professionalId: string) {
  const refresh = useRefresh(professionalId);
  return useMutation({
    mutationFn: (activity: ProgramActivity) =>
      callEndpoint(api.deleteProgramActivity, { params: { id: activity.id } }),
    onSuccess: (_response, activity) =>
      toast({
        title: "Actividad eliminada",
        description: `«${activity.title}» se ha eliminado para todos los usuarios.`,
      }),
    onError: () =>
      toast({ title: "Error", description: "No se pudo eliminar la actividad", variant: "destructive" }),
    onSettled: refresh,
  });
}
