import type { PinStatus } from "@shared/api/user-admin";
import { PIN_PAGE_SIZE } from "@shared/api/user-texts";
import { useState } from "react";
import { BackLink } from "@/components/back-link";
import { Input } from "@/components/ui/input";
import { EmptyState, LoadError, Loading } from "../common/feedback";
import { Field } from "../common/field";
import { plural } from "../common/labels";
import { Pagination } from "../common/pagination";
import { useDebouncedValue } from "../common/use-debounced-value";
import { useNow } from "../common/use-now";
import { useProfessional } from "../common/use-professional";
import { AssignPinDialog } from "./assign-pin-dialog";
import { GeneratePinDialog } from "./generate-pin-dialog";
import { PasswordAccountsSection } from "./password-accounts-section";
import { PinRow } from "./pin-row";
import { usePinPage, useUnlock } from "./use-pins";

/**
 * /professional/passwords ('Gestión PINs'): PIN state of each older person, assign, generate, unlock; below,
 * password resets of family members and colleagues.
 */
export default function PasswordsPage() {
  const { timezone } = useProfessional();
  const now = useNow(30_000);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const pins = usePinPage(useDebouncedValue(search.trim()), page);
  const unlock = useUnlock();
  const [assigning, setAssigning] = useState<PinStatus | null>(null);
  const [generating, setGenerating] = useState<PinStatus | null>(null);
  const total = pins.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PIN_PAGE_SIZE));

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <BackLink href="/dashboard" label="Volver al panel" />
      <h1 className="text-3xl font-bold text-slate-900">Gestión de PINs</h1>
      <Field label="Buscar persona" className="max-w-xl">
        {(control) => (
          <Input
            {...control}
            type="search"
            value={search}
            autoComplete="off"
            placeholder="Nombre o usuario..."
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        )}
      </Field>
      <p aria-live="polite" className="text-base text-slate-800">
        {pins.data ? plural(total, "persona encontrada", "personas encontradas") : ""}
      </p>
      {pins.isPending ? <Loading label="Cargando PINs..." /> : null}
      {pins.isError ? (
        <LoadError message="No se pudo cargar la lista de PINs" onRetry={() => void pins.refetch()} />
      ) : null}
      {pins.data?.items.length === 0 ? <EmptyState text="No se encontraron usuarios" /> : null}
      {pins.data && pins.data.items.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {pins.data.items.map((person) => (
            <PinRow
              key={person.id}
              person={person}
              now={now}
              timezone={timezone}
              isUnlocking={unlock.isPending && unlock.variables?.id === person.id}
              onAssign={setAssigning}
              onGenerate={setGenerating}
              onUnlock={(chosen) => unlock.mutate(chosen)}
            />
          ))}
        </ul>
      ) : null}
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Páginas de personas" />
      <AssignPinDialog person={assigning} onClose={() => setAssigning(null)} />
      <GeneratePinDialog person={generating} onClose={() => setGenerating(null)} />
      <PasswordAccountsSection />
    </main>
  );
}
