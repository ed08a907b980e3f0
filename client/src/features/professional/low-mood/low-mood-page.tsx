import type { LowMoodWeek } from "@shared/api/low-mood";
import { LOW_MOOD_WEEK_MIN_DAYS, LOW_MOOD_WINDOW_DAYS } from "@shared/domain/low-mood";
import { fullName } from "@shared/domain/names";
import { longSpanishDate, weekdayAndDay } from "@shared/domain/time";
import { Link } from "wouter";
import { BackLink } from "@/components/back-link";
import { EmptyState, LoadError, Loading } from "../common/feedback";
import { useLowMoodWeek } from "./use-low-mood-week";

function PersonRow({ person }: { person: LowMoodWeek["people"][number] }) {
  const name = fullName(person);
  return (
    <li className="flex flex-col gap-1 rounded-2xl border-2 border-slate-200 bg-white p-4">
      <Link
        href={`/professional/user/${person.userId}`}
        className="self-start text-xl font-bold text-brand-700 underline underline-offset-4 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {name}
      </Link>
      <p className="text-base text-slate-900">
        {person.days.length} días con ánimo bajo: {person.days.map(weekdayAndDay).join(", ")}
      </p>
    </li>
  );
}

/**
 * /professional/low-mood ('Ánimo bajo esta semana'): people whose conversations with the assistant read as sad,
 * lonely or grieving on 3 or more of the last 7 days (docs/behaviour/13-later-additions.md#low-mood).
 */
export default function LowMoodPage() {
  const week = useLowMoodWeek();
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <BackLink href="/dashboard" label="Volver al panel" />
      <h1 className="text-3xl font-bold text-slate-900">Ánimo bajo esta semana</h1>
      <p className="text-lg text-slate-800">
        Personas con quienes el asistente notó tristeza, soledad o duelo en {LOW_MOOD_WEEK_MIN_DAYS} o más de los
        últimos {LOW_MOOD_WINDOW_DAYS} días. No es una alerta: quizá agradezcan una llamada o una visita. Solo
        aparecen quienes dieron su consentimiento municipal, y no se guarda nada de lo que dijeron.
      </p>
      {week.isPending ? <Loading label="Cargando..." /> : null}
      {week.isError ? (
        <LoadError message="No se pudo cargar la lista" onRetry={() => void week.refetch()} />
      ) : null}
      {week.data ? (
        <section aria-labelledby="low-mood-list-title" className="flex flex-col gap-3">
          <h2 id="low-mood-list-title" className="text-xl font-semibold text-slate-900">
            Del {longSpanishDate(week.data.from)} al {longSpanishDate(week.data.to)}
          </h2>
          {week.data.people.length === 0 ? (
            <EmptyState text="Nadie ha tenido el ánimo bajo tres días esta semana." />
          ) : (
            <ul className="flex flex-col gap-3">
              {week.data.people.map((person) => (
                <PersonRow key={person.userId} person={person} />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </main>
  );
}
