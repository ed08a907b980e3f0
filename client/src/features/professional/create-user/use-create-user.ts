import { userAdminEndpoints as api } from "@shared/api/routes";
import type { CreateUserRequest, CreateUserResponse } from "@shared/api/user-admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/endpoint-client";
import { professionalKeys } from "../common/professional-keys";
import { useProfessional } from "../common/use-professional";

/** POST /api/professional/users. The answer (with a PIN or password shown once) is never cached. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  const { id } = useProfessional();
  return useMutation({
    mutationFn: (body: CreateUserRequest): Promise<CreateUserResponse> => callEndpoint(api.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: professionalKeys.root(id) }),
    // Nothing of the answer stays in the mutation cache once the screen has shown it.
    gcTime: 0,
  });
}
