import { BackLink } from "@/components/back-link";
import { LoadError, Loading } from "../common/feedback";
import { useProfessional } from "../common/use-professional";
import { NoticeForm } from "./notice-form";
import { SentNotices } from "./sent-notices";
import { useSentNotices } from "./use-notices";

/**
 * /professional/notices ('Enviar aviso'): a notice to everyone at risk or a group, shown full-screen on each
 * tablet until 'Entendido' (docs/behaviour/13-later-additions.md#notices).
 */
export default function NoticesPage() {
  const { timezone } = useProfessional();
  const sent = useSentNotices();
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <BackLink href="/dashboard" label="Volver al panel" />
      <h1 className="text-3xl font-bold text-slate-900">Enviar aviso</h1>
      <p className="text-lg text-slate-800">
        El aviso aparece a pantalla completa en la tableta de cada persona, se lee en voz alta y se confirma con
        «Entendido». Los familiares con permiso también lo ven.
      </p>
      <NoticeForm />
      <section aria-labelledby="sent-notices-title" className="grid gap-3">
        <h2 id="sent-notices-title" className="text-2xl font-bold text-slate-900">
          Avisos enviados
        </h2>
        {sent.isPending ? <Loading label="Cargando avisos..." /> : null}
        {sent.isError ? <LoadError message="No se pudieron cargar los avisos" onRetry={() => void sent.refetch()} /> : null}
        {sent.data ? <SentNotices notices={sent.data} timezone={timezone} /> : null}
      </section>
    </main>
  );
}
