import type { UserProfile } from "@shared/api/users";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearch } from "wouter";
import { BackLink } from "@/components/back-link";
import { PersonPicker, type PickedPerson } from "../common/person-picker";
import { professionalKeys } from "../common/professional-keys";
import { fullName } from "@shared/domain/names";
import { RemindersPanel } from "./reminders-panel";

/** /professional/reminders: choose a person, then manage their reminders (?persona={id} preselects). */
export default function ProfessionalRemindersPage() {
  const search = useSearch();
  const [chosen, setChosen] = useState<PickedPerson | null>(null);
  const linkedId = new URLSearchParams(search).get("persona") ?? "";
  // Coming from a person's record: GET /api/users/{id} names them until another person is chosen.
  const linked = useQuery<UserProfile>({
    queryKey: professionalKeys.person(linkedId),
    enabled: !!linkedId && !chosen,
  });
  const person = chosen ?? (linkedId && linked.data?.role === "elderly" ? linked.data : null);
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <BackLink href="/dashboard" label="Volver al panel" />
      <h1 className="text-3xl font-bold text-slate-900 [overflow-wrap:anywhere]">Gestión de Recordatorios</h1>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <PersonPicker label="Buscar persona" selected={person} onSelect={setChosen} />
        </div>
        {person ? (
          <RemindersPanel key={person.id} person={{ id: person.id, name: fullName(person) }} />
        ) : (
          <p className="self-start rounded-xl border-2 border-dashed border-slate-300 p-6 text-lg text-slate-800">
            Elija una persona para ver y gestionar sus recordatorios.
          </p>
        )}
      </div>
    </main>
  );
}
