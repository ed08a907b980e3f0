import type { PasswordAccount } from "@shared/api/passwords";
import { fullName } from "@shared/domain/names";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { EmptyState, LoadError, Loading } from "../common/feedback";
import { Field } from "../common/field";
import { useDebouncedValue } from "../common/use-debounced-value";
import { ResetFactorsDialog } from "./reset-factors-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { usePasswordAccounts } from "./use-password-accounts";

const ROLE_LABEL = { family: "Familiar", professional: "Profesional" } as const;

/** 'Contraseñas de familiares y profesionales': search an account and reset its password or its
 * second factor. */
export function PasswordAccountsSection() {
  const [search, setSearch] = useState("");
  const accounts = usePasswordAccounts(useDebouncedValue(search.trim()));
  const [resetting, setResetting] = useState<PasswordAccount | null>(null);
  const [resettingFactors, setResettingFactors] = useState<PasswordAccount | null>(null);
  return (
    <section aria-labelledby="password-accounts-heading" className="flex flex-col gap-4">
      <h2 id="password-accounts-heading" className="text-2xl font-semibold text-slate-900">
        Contraseñas de familiares y profesionales
      </h2>
      <Field label="Buscar cuenta" className="max-w-xl">
        {(control) => (
          <Input
            {...control}
            type="search"
            value={search}
            autoComplete="off"
            placeholder="Nombre o correo..."
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      {accounts.isPending ? <Loading label="Cargando cuentas..." /> : null}
      {accounts.isError ? (
        <LoadError message="No se pudo cargar la lista de cuentas" onRetry={() => void accounts.refetch()} />
      ) : null}
      {accounts.data?.items.length === 0 ? <EmptyState text="No se encontraron cuentas" /> : null}
      <ul className="grid gap-3 lg:grid-cols-2">
        {accounts.data?.items.map((account) => (
          <li key={account.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-lg font-semibold text-slate-900">{fullName(account)}</p>
            <p className="text-base break-all text-slate-700">
              {ROLE_LABEL[account.role]} · {account.email}
            </p>
            {account.mustChangePassword ? (
              <p className="text-base font-semibold text-amber-900">Tiene que crear una contraseña nueva al entrar</p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button
                variant="secondary"
                onClick={() => setResetting(account)}
                aria-label={`Restablecer contraseña de ${fullName(account)}`}
              >
                Restablecer contraseña
              </Button>
              <Button
                variant="secondary"
                onClick={() => setResettingFactors(account)}
                aria-label={`Restablecer verificación de ${fullName(account)}`}
              >
                Restablecer verificación
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} />
      <ResetFactorsDialog account={resettingFactors} onClose={() => setResettingFactors(null)} />
    </section>
  );
}
