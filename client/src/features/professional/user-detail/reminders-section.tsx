import { repeatLabel } from "@shared/domain/reminder-repeat";
import type { UserRecord } from "@shared/api/user-admin";
import { REMINDER_TYPE_LABELS } from "@shared/domain/reminders";
import { Link } from "wouter";
import {
  UnconfirmedDosesNotice,
  useUnconfirmedDoses,
} from "@/components/reminders/unconfirmed-doses-notice";
import { buttonClasses } from "@/components/ui/button";
import { Badge } from "../common/badge";
import { EmptyState } from "../common/feedback";
import { longDateLabel } from "../common/time-format";
import { DetailSection } from "./detail-section";

/** Active reminders with today's state ('Completado hoy' / 'Pendiente hoy' / 'Hoy no toca'). */
export function RemindersSection({ record, now, timezone }: { record: UserRecord; now: Date; timezone: string }) {
  const { today, all } = record.reminders;
  const unconfirmed = new Set((useUnconfirmedDoses(record.profile.id).data ?? []).map((d) => d.reminderId));
  const todayById = new Map(today.map((reminder) => [reminder.id, reminder]));
  const active = all.filter((reminder) => reminder.isActive);
  return (
    <DetailSection
      id="recordatorios"
      title="Recordatorios"
      action={
        <Link
          href={`/professional/reminders?persona=${record.profile.id}`}
          className={buttonClasses("secondary")}
        >
          Gestionar recordatorios
        </Link>
      }
    >
      <UnconfirmedDosesNotice elderlyId={record.profile.id} now={now} timezone={timezone} />
      {active.length === 0 ? (
        <EmptyState text="No tiene recordatorios activos" />
      ) : (
        <ul className="grid gap-2">
          {active.map((reminder) => {
            const forToday = todayById.get(reminder.id);
            const isUnconfirmed = unconfirmed.has(reminder.id);
            const state = isUnconfirmed
              ? "Sin confirmar"
              : !forToday
                ? "Hoy no toca"
                : forToday.completedToday
                  ? "Completado hoy"
                  : "Pendiente hoy";
            const tone = isUnconfirmed
              ? "danger"
              : !forToday
                ? "neutral"
                : forToday.completedToday
                  ? "success"
                  : "warning";
            return (
              <li
                key={reminder.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-slate-200 p-3"
              >
                <p className="text-base text-slate-900">
                  <span className="font-semibold">{reminder.title}</span> ·{" "}
                  {REMINDER_TYPE_LABELS[reminder.type]} · {reminder.reminderTime.slice(0, 5)} ·{" "}
                  {reminder.reminderDate ? longDateLabel(reminder.reminderDate) : (repeatLabel(reminder) ?? "Cada día")}
                </p>
                <Badge tone={tone}>{state}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </DetailSection>
  );
}
