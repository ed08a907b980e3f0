import type { AgendaItem } from "@shared/api/follow-up";
import { fullName } from "@shared/domain/names";
import { useRef, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Badge } from "../../common/badge";
import { EmptyState, LoadError, Loading } from "../../common/feedback";
import { PhoneLink } from "../../common/phone-link";
import { CHANNEL_LABELS } from "../../follow-up/follow-up-labels";
import { LogCallDialog, type LogCallTarget } from "../../follow-up/log-call-dialog";
import { useAgenda } from "../../follow-up/use-follow-up";

const URGENT = new Set(["call_request", "check_in_missed", "check_in_mal"]);

/**
 * 'Llamadas de hoy': the day's calls and visits, most urgent first, each with why and the person's phone. After
 * 'Registrar llamada' the row leaves the list and focus goes to the next row's button (or the heading).
 */
export function TodayCalls() {
  const agenda = useAgenda();
  const [target, setTarget] = useState<LogCallTarget | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const items = agenda.data?.items ?? [];

  const openedFor = useRef<string | null>(null);
  const open = (item: AgendaItem) => {
    openedFor.current = item.userId;
    setTarget(targetOf(item));
  };
  // The saved row is about to leave: the next row's button (or the one before), else the heading.
  const focusAfterSave = () => {
    const index = items.findIndex((item) => item.userId === openedFor.current);
    const nextId = items[index + 1]?.userId ?? items[index - 1]?.userId;
    const next = nextId ? listRef.current?.querySelector<HTMLButtonElement>(`button[data-log-call="${nextId}"]`) : null;
    return next ?? headingRef.current;
  };

  return (
    <section aria-labelledby="llamadas-hoy" className="flex flex-col gap-4">
      <h2 id="llamadas-hoy" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900">
        Llamadas de hoy
      </h2>
      {agenda.isPending ? (
        <Loading label="Cargando las llamadas de hoy..." />
      ) : agenda.isError ? (
        <LoadError message="No se pudieron cargar las llamadas de hoy." onRetry={() => void agenda.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState text="No hay llamadas pendientes hoy." />
      ) : (
        <ul ref={listRef} className="grid gap-3" aria-label={`${items.length} llamadas pendientes`}>
          {items.map((item) => (
            <AgendaRow key={item.userId} item={item} onLog={() => open(item)} />
          ))}
        </ul>
      )}
      <LogCallDialog target={target} onClose={() => setTarget(null)} focusAfterSave={focusAfterSave} />
    </section>
  );
}

const targetOf = (item: AgendaItem): LogCallTarget => ({
  userId: item.userId,
  name: fullName(item),
  channel: item.channel,
  reason: item.reason,
});

function AgendaRow({ item, onLog }: { item: AgendaItem; onLog: () => void }) {
  const name = fullName(item);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-slate-200 bg-white p-3">
      <div className="grid min-w-0 gap-1">
        <Link
          href={`/professional/user/${item.userId}?seccion=seguimiento`}
          className="text-lg font-semibold text-brand-800 underline underline-offset-4 [overflow-wrap:anywhere]"
        >
          {name}
        </Link>
        <p className="flex flex-wrap items-center gap-2 text-base text-slate-900">
          <Badge tone={URGENT.has(item.reason) ? "danger" : item.reason === "plan" ? "neutral" : "warning"}>{item.label}</Badge>
          {item.otherLabels.length > 0 ? <span>También: {item.otherLabels.join(", ")}</span> : null}
        </p>
        <p className="text-base text-slate-800">
          {CHANNEL_LABELS[item.channel]}
          {item.preferredTime ? ` · hacia las ${item.preferredTime}` : ""}
        </p>
        {item.phone ? <PhoneLink phone={item.phone} who={name} /> : <span className="text-base text-slate-800">Sin teléfono</span>}
      </div>
      <Button type="button" data-log-call={item.userId} onClick={onLog} aria-label={`Registrar llamada a ${name}`}>
        Registrar llamada
      </Button>
    </li>
  );
}
