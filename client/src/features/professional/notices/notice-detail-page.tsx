import type { NoticeRecipient } from "@shared/api/notices";
import { Phone } from "lucide-react";
import { useParams } from "wouter";
import { BackLink } from "@/components/back-link";
import { getErrorStatus } from "@/lib/query-client";
import { EmptyState, LoadError, Loading } from "../common/feedback";
import { dateTimeLabel } from "../common/time-format";
import { useProfessional } from "../common/use-professional";
import { withinLabel } from "./sent-notices";
import { useNoticeDetail } from "./use-notices";

function PersonRow({ person, timezone }: { person: NoticeRecipient; timezone: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-slate-200 bg-white p-3">
      <span className="text-lg font-semibold text-slate-900">{person.name}</span>
      {person.confirmedAt ? (
        <span className="text-base text-slate-800">Entendido: {dateTimeLabel(person.confirmedAt, timezone)}</span>
      ) : person.phone ? (
        <a
          href={`tel:${person.phone.replace(/[^\d+]/g, "")}`}
          className="inline-flex items-center gap-2 text-lg font-semibold text-brand-800 underline"
          aria-label={`Llamar a ${person.name}: ${person.phone}`}
        >
          <Phone aria-hidden="true" className="h-5 w-5" />
          {person.phone}
        </a>
      ) : (
        <span className="text-base text-slate-800">Sin teléfono en su ficha</span>
      )}
    </li>
  );
}

/** /professional/notices/{id}: who confirmed and when; who did not in time is a list of calls to make. */
export default function NoticeDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const { timezone } = useProfessional();
  const detail = useNoticeDetail(id);
  const notice = detail.data;
  const overdue = notice?.recipientList.filter((person) => person.isOverdue) ?? [];
  const confirmed = notice?.recipientList.filter((person) => person.confirmedAt) ?? [];
  const waiting = notice?.recipientList.filter((person) => !person.confirmedAt && !person.isOverdue) ?? [];
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <BackLink href="/professional/notices" label="Volver a los avisos" />
      <h1 className="text-3xl font-bold text-slate-900">Confirmaciones del aviso</h1>
      {detail.isPending ? <Loading label="Cargando aviso..." /> : null}
      {detail.isError && !notice ? (
        <LoadError
          message={
            getErrorStatus(detail.error) === 404 || getErrorStatus(detail.error) === 400
              ? "No se encontró este aviso en su municipio."
              : "No se pudo cargar el aviso."
          }
          onRetry={() => void detail.refetch()}
        />
      ) : null}
      {notice ? (
        <>
          <article className="grid gap-2 rounded-xl border-2 border-slate-200 bg-slate-50 p-4">
            <h2 className="text-2xl font-semibold text-slate-900">{notice.title}</h2>
            <p className="text-lg whitespace-pre-line text-slate-900">{notice.body}</p>
            <p className="text-base text-slate-800">
              Enviado el {dateTimeLabel(notice.createdAt, timezone)} por {notice.authorName} · {notice.audienceLabel} ·
              confirmar en {withinLabel(notice.confirmWithinMinutes)} · confirmado: {notice.confirmed} de{" "}
              {notice.recipients}
            </p>
          </article>
          <section aria-labelledby="overdue-title" className="grid gap-3">
            <h2 id="overdue-title" className="text-2xl font-bold text-slate-900">
              Pendientes de confirmar
            </h2>
            <p className="text-base text-slate-800">No han pulsado «Entendido» a tiempo: llámeles.</p>
            {overdue.length === 0 ? (
              <EmptyState text="Nadie está pendiente de llamada." />
            ) : (
              <ul aria-label="Pendientes de confirmar" className="grid gap-2">
                {overdue.map((person) => (
                  <PersonRow key={person.userId} person={person} timezone={timezone} />
                ))}
              </ul>
            )}
          </section>
          {waiting.length > 0 ? (
            <section aria-labelledby="waiting-title" className="grid gap-3">
              <h2 id="waiting-title" className="text-2xl font-bold text-slate-900">
                Aún con tiempo para confirmar ({waiting.length})
              </h2>
              <ul aria-label="Aún con tiempo para confirmar" className="grid gap-2">
                {waiting.map((person) => (
                  <PersonRow key={person.userId} person={person} timezone={timezone} />
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="confirmed-title" className="grid gap-3">
            <h2 id="confirmed-title" className="text-2xl font-bold text-slate-900">
              Confirmados ({confirmed.length})
            </h2>
            {confirmed.length === 0 ? (
              <EmptyState text="Nadie ha confirmado todavía." />
            ) : (
              <ul aria-label="Confirmados" className="grid gap-2">
                {confirmed.map((person) => (
                  <PersonRow key={person.userId} person={person} timezone={timezone} />
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </main>
  );
}
