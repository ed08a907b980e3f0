import type { NoticeSummary } from "@shared/api/notices";
import { CONFIRM_WITHIN_LABELS, type ConfirmWithinMinutes } from "@shared/domain/notices";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { Badge } from "../common/badge";
import { EmptyState } from "../common/feedback";
import { dateTimeLabel } from "../common/time-format";

export const withinLabel = (minutes: number) => CONFIRM_WITHIN_LABELS[minutes as ConfirmWithinMinutes] ?? `${minutes} min`;

/** The notices sent, newest first: how many confirmed, and how many are now calls to make. */
export function SentNotices({ notices, timezone }: { notices: NoticeSummary[]; timezone: string }) {
  if (notices.length === 0) return <EmptyState text="Todavía no se ha enviado ningún aviso." />;
  return (
    <ul aria-label="Avisos enviados" className="grid gap-3">
      {notices.map((notice) => (
        <li key={notice.id} className="grid gap-2 rounded-xl border-2 border-slate-200 bg-white p-4">
          <h3 className="text-xl font-semibold text-slate-900">{notice.title}</h3>
          <p className="text-base text-slate-800">
            {dateTimeLabel(notice.createdAt, timezone)} · {notice.authorName} · {notice.audienceLabel} · confirmar en{" "}
            {withinLabel(notice.confirmWithinMinutes)}
          </p>
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone="success">
              Confirmado: {notice.confirmed} de {notice.recipients}
            </Badge>
            {notice.overdue > 0 ? <Badge tone="danger">Pendientes de confirmar: {notice.overdue}</Badge> : null}
          </p>
          <Link
            href={`/professional/notices/${notice.id}`}
            className={`${buttonClasses("secondary", "default")} justify-self-start`}
            aria-label={`Ver confirmaciones de «${notice.title}»`}
          >
            Ver confirmaciones
          </Link>
        </li>
      ))}
    </ul>
  );
}
