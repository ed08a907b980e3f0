import { passwordEndpoints as api } from "@shared/api/routes";
import type { PasswordAccount } from "@shared/api/passwords";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { useProfessional } from "../common/use-professional";

const accountsKey = (id: string) => queryKeyOf(api.accounts, { professionalId: id });

/** GET /api/professional/{id}/password-accounts?search=: family members and colleagues. */
export function usePasswordAccounts(search: string) {
  const { id } = useProfessional();
  return useQuery({
    queryKey: [...accountsKey(id), { search }],
    queryFn: () => callEndpoint(api.accounts, { params: { professionalId: id }, query: { search } }),
    placeholderData: keepPreviousData,
    enabled: !!id,
  });
}

/** POST /api/users/{id}/password-reset -> the one-time password, shown once. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  const { id } = useProfessional();
  return useMutation({
    mutationFn: (account: PasswordAccount) => callEndpoint(api.resetPassword, { params: { id: account.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKey(id) }),
    gcTime: 0,
  });
}
