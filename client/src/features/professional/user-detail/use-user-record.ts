import { userAdminEndpoints as api } from "@shared/api/routes";
import { endpointUrl } from "@shared/api/contract";
import type { UpdateUserRequest, UserRecord } from "@shared/api/user-admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { apiRequest } from "@/lib/query-client";
import { professionalKeys } from "../common/professional-keys";
import { useProfessional } from "../common/use-professional";
import { saveFile } from "@/lib/save-file";

/** GET /api/users/{id}/record: everything staff may see of the person (each read is audited). */
export function useUserRecord(userId: string) {
  return useQuery<UserRecord>({ queryKey: professionalKeys.record(userId), enabled: !!userId });
}

/** PATCH /api/users/{id}; the record and the dashboard lists are reloaded afterwards. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  const { id } = useProfessional();
  return useMutation({
    mutationFn: (changes: UpdateUserRequest) => callEndpoint(api.update, { params: { id: userId }, body: changes }),
    onSuccess: () => toast({ title: "Perfil actualizado", description: "Se han guardado los cambios." }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: professionalKeys.person(userId) }),
        queryClient.invalidateQueries({ queryKey: professionalKeys.root(id) }),
      ]),
  });
}

/** DELETE /api/users/{id} with the typed username as confirmation (erasure of all personal data). */
export function useErasePerson(userId: string) {
  const queryClient = useQueryClient();
  const { id } = useProfessional();
  return useMutation({
    mutationFn: (confirmation: string) => callEndpoint(api.erase, { params: { id: userId }, body: { confirmation } }),
    onSuccess: () => {
      toast({ title: "Persona eliminada", description: "Se han borrado todos sus datos personales." });
      return queryClient.invalidateQueries({ queryKey: professionalKeys.root(id) });
    },
  });
}

/** GET /api/users/{id}/export, saved as a JSON file. */
export async function downloadExport(userId: string, username: string): Promise<void> {
  const res = await apiRequest("GET", endpointUrl(api.export, { id: userId }));
  const blob = await res.blob();
  const disposition = res.headers.get("Content-Disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `acompana-${username}.json`;
  saveFile(blob, filename);
}

