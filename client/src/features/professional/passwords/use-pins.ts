import { userAdminEndpoints as api } from "@shared/api/routes";
import type { PinStatus, PinStatusPage } from "@shared/api/user-admin";
import { PIN_PAGE_SIZE } from "@shared/api/user-texts";
import { fullName } from "@shared/domain/names";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";
import { professionalKeys } from "../common/professional-keys";
import { useProfessional } from "../common/use-professional";

/** GET /api/professional/{id}/pins?search=&page=&pageSize=. */
export function usePinPage(search: string, page: number) {
  const { id } = useProfessional();
  const params = { search, page, pageSize: PIN_PAGE_SIZE };
  return useQuery<PinStatusPage>({
    queryKey: professionalKeys.pinPage(id, params),
    queryFn: () => callEndpoint(api.pins, { params: { professionalId: id }, query: params }),
    placeholderData: keepPreviousData,
    enabled: !!id,
  });
}

function useRefreshPins() {
  const queryClient = useQueryClient();
  const { id } = useProfessional();
  return () => queryClient.invalidateQueries({ queryKey: professionalKeys.pins(id) });
}

type SetPinInput = { person: PinStatus; pin: string } | { person: PinStatus; generate: true };

/** PUT /api/users/{id}/pin: `{ pin }` or `{ generate: true }` -> `{ pin }` (a generated one, shown once). */
export function useSetPin() {
  const refresh = useRefreshPins();
  return useMutation({
    mutationFn: (input: SetPinInput) =>
      callEndpoint(api.setPin, {
        params: { id: input.person.id },
        body: "generate" in input ? { generate: true } : { pin: input.pin },
      }),
    onSettled: refresh,
    gcTime: 0,
  });
}

/** POST /api/users/{id}/unlock: lifts the lockout after failed PINs. */
export function useUnlock() {
  const refresh = useRefreshPins();
  return useMutation({
    mutationFn: (person: PinStatus) => callEndpoint(api.unlock, { params: { id: person.id } }),
    onSuccess: (_response, person) =>
      toast({
        title: "Acceso desbloqueado",
        description: `${fullName(person)} ya puede volver a entrar con su PIN.`,
      }),
    onError: (error) =>
      toast({
        title: "Error",
        description: getErrorMessage(error, "No se pudo desbloquear el acceso"),
        variant: "destructive",
      }),
    onSettled: refresh,
  });
}
