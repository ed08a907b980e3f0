import type { CreateUserResponse } from "@shared/api/user-admin";
import { useEffect, useState } from "react";
import { BackLink } from "@/components/back-link";
import { CreationResult } from "./creation-result";
import { ElderlyForm } from "./elderly-form";
import { FamilyForm } from "./family-form";

type Kind = "elderly" | "family";
const KINDS = [
  { value: "elderly", label: "Persona mayor", hint: "Entra con su nombre y un PIN de 4 dígitos" },
  { value: "family", label: "Familiar", hint: "Entra con su correo y una contraseña" },
] as const;

/** /professional/create-user: an older person or a family member linked to one of them. */
export default function CreateUserPage() {
  const [kind, setKind] = useState<Kind>("elderly");
  // Held only in memory: leaving the page or 'Crear otro usuario' forgets the PIN or password.
  const [result, setResult] = useState<CreateUserResponse | null>(null);

  useEffect(() => {
    if (result) document.getElementById("created-title")?.focus();
  }, [result]);

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <BackLink href="/dashboard" label="Volver al panel" />
      <h1 className="text-3xl font-bold text-slate-900">Crear Usuario</h1>
      {result ? (
        <CreationResult result={result} onAnother={() => setResult(null)} />
      ) : (
        <>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-lg font-semibold text-slate-900">¿A quién va a dar de alta?</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {KINDS.map((option) => (
                <label
                  key={option.value}
                  className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-xl border-2 border-slate-300 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
                >
                  <input
                    type="radio"
                    name="user-kind"
                    checked={kind === option.value}
                    aria-describedby={`kind-${option.value}-hint`}
                    onChange={() => setKind(option.value)}
                    className="row-span-2 mt-1 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <span className="text-lg font-semibold text-slate-900">{option.label}</span>
                  <span id={`kind-${option.value}-hint`} className="text-sm text-slate-700">
                    {option.hint}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            {kind === "elderly" ? (
              <ElderlyForm onCreated={setResult} />
            ) : (
              <FamilyForm onCreated={setResult} />
            )}
          </div>
        </>
      )}
    </main>
  );
}
