import { repeatLabel } from "@shared/domain/reminder-repeat";
import type { Reminder } from "@shared/api/reminders";
import { REMINDER_TYPE_LABELS } from "@shared/domain/reminders";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { ReminderTypeIcon } from "@/components/reminders/reminder-type-icon";
import { instantLabel } from "../common/time-labels";
import { DashboardSection, SectionNote } from "./dashboard-section";
import { soonest } from "./dashboard-stats";

const UPCOMING_SHOWN = 5;

type UpcomingListProps = { query: UseQueryResult<Reminder[]>; now: Date; timezone: string };

/** The first 5 reminders of the next 7 days, soonest first. */
export function UpcomingList({ query, now, timezone }: UpcomingListProps) {
  const items = soonest(query.data ?? [], now, timezone, UPCOMING_SHOWN);
  return (
    <DashboardSection title="Próximos recordatorios">
      {query.isPending ? <SectionNote>Cargando...</SectionNote> : null}
      {query.isError ? <SectionNote isError>No se pudieron cargar los recordatorios.</SectionNote> : null}
      {query.isSuccess && items.length === 0 ? (
        <SectionNote>No hay recordatorios próximos</SectionNote>
      ) : null}
      {items.length > 0 ? (
        <ul
          aria-label="Recordatorios de los próximos 7 días"
          className="flex flex-col divide-y divide-slate-200"
        >
          {items.map(({ reminder, at }) => (
            <li key={reminder.id} className="flex items-start gap-3 py-3">
              <ReminderTypeIcon type={reminder.type} className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
              <span className="flex min-w-0 flex-col">
                <span className="text-lg font-medium break-words text-slate-900">{reminder.title}</span>
                <span className="text-base text-slate-800">
                  {REMINDER_TYPE_LABELS[reminder.type]} · {instantLabel(at, now, timezone)}
                  {repeatLabel(reminder) ? ` (${(repeatLabel(reminder) as string).toLowerCase()})` : ""}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link href="/reminders" className={`${buttonClasses("link")} self-start px-0`}>
        Ver todos los recordatorios
      </Link>
    </DashboardSection>
  );
}
