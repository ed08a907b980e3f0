import { isRepeating, nextRepeatDate, repeatsOn } from "@shared/domain/reminder-repeat";
import type { Reminder } from "@shared/api/reminders";
import { withQueuedDone } from "@shared/domain/offline-completions";
import { groupUpcoming, visualState } from "@shared/domain/reminders";
import { localDate, longSpanishDate } from "@shared/domain/time";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { BackLink } from "@/components/back-link";
import { Spinner } from "@/components/spinner";
import { Button } from "@/components/ui/button";
import { formatClock, formatLongDate } from "../common/clock-format";
import { elderlyKeys } from "../common/elderly-keys";
import { useElderlyUser } from "../common/use-elderly-user";
import { useNow } from "../common/use-now";
import { useQueuedKeys } from "../offline/completion-queue";
import { useIsOffline } from "../offline/network-state";
import { ReminderCard } from "./reminder-card";
import { NotificationSetting } from "../offline/notification-setting";
import { TodayCard } from "./today-card";
import { useCompleteReminder } from "./use-complete-reminder";

const isDone = (r: Reminder) => (isRepeating(r) ? r.completedToday : r.isCompleted);

/** The day a reminder not due today can be marked: a later date, or the next day it repeats on. */
function laterDay(r: Reminder, today: string): string | null {
  if (!isRepeating(r)) return r.reminderDate && r.reminderDate > today ? r.reminderDate : null;
  return repeatsOn(r, today) ? null : nextRepeatDate(r, today);
}

/** docs/behaviour/02-screens.md: 'Recordatorios Próximos' for 7 days, grouped 'Hoy', 'Mañana', dates, 'Diario' last. */
export function RemindersPage() {
  const { userId, timezone } = useElderlyUser();
  const now = useNow();
  const query = useQuery<Reminder[]>({
    queryKey: elderlyKeys.upcomingReminders(userId),
    enabled: !!userId,
    // Offline, the service worker answers with the last copy.
    networkMode: "offlineFirst",
  });
  const { complete, undo, undoable } = useCompleteReminder(userId, timezone);
  const isOffline = useIsOffline();
  const today = localDate(now, timezone);
  // What was marked offline shows as done until the server has it.
  const reminders = withQueuedDone(query.data ?? [], useQueuedKeys(userId), today);
  const groups = groupUpcoming(reminders, today);
  const pendingToday = reminders
    .filter((r) => repeatsOn(r, today) && !isDone(r))
    .sort((a, b) => a.reminderTime.localeCompare(b.reminderTime));
  const overdue = pendingToday.filter((r) => visualState(r, false, now, timezone) === "due").length;

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <BackLink href="/dashboard" label="Volver al inicio" isLarge />
      <h1 className="text-4xl font-bold text-slate-900">Recordatorios Próximos</h1>
      <p className="text-2xl text-slate-900">
        Hoy es {formatLongDate(now, timezone)}. Son las{" "}
        <time className="font-bold">{formatClock(now, timezone)}</time>.
      </p>
      {query.isError && isOffline ? (
        // No copy on this tablet yet: nothing to retry until the connection is back (it reloads by itself).
        <p className="rounded-3xl border-2 border-slate-300 bg-white p-6 text-2xl text-slate-900">
          Sus recordatorios se verán aquí cuando vuelva la conexión.
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-4">
          <p className="text-2xl text-slate-900">No se pudieron cargar sus recordatorios.</p>
          <Button size="xl" onClick={() => void query.refetch()}>
            Intentar de nuevo
          </Button>
        </div>
      ) : !query.data ? (
        <Spinner label="Cargando recordatorios..." className="py-10" />
      ) : groups.length === 0 ? (
        <p className="rounded-3xl border-2 border-slate-300 bg-white p-6 text-2xl text-slate-900">
          No hay recordatorios próximos
        </p>
      ) : (
        <>
          <TodayCard reminders={pendingToday} now={now} timezone={timezone} />
          {groups.map((group, index) => (
          // The key may hold spaces ('~Los lunes'): an id may not, so the heading's id is the group's place.
          <section key={group.key} aria-labelledby={`reminder-group-${index}`} className="flex flex-col gap-4">
            <h2 id={`reminder-group-${index}`} className="text-3xl font-bold text-slate-900">
              {group.heading}
            </h2>
            <ul className="flex flex-col gap-4">
              {group.items.map((reminder) => (
                <ReminderCard
                  key={reminder.id}
                  reminder={reminder}
                  state={visualState(reminder, isDone(reminder), now, timezone)}
                  isCompleting={complete.isPending && complete.variables?.id === reminder.id}
                  onComplete={(r) => complete.mutate(r)}
                  availableFrom={laterDay(reminder, today) ? longSpanishDate(laterDay(reminder, today) as string) : null}
                  onUndo={undoable?.reminderId === reminder.id ? () => undo.mutate(undoable) : null}
                  isUndoing={undo.isPending}
                />
              ))}
            </ul>
          </section>
          ))}
        </>
      )}
      {query.data && overdue === 0 ? (
        <p className="flex items-center gap-3 rounded-3xl border-2 border-green-700 bg-green-50 p-6 text-2xl font-semibold text-green-950">
          <CheckCircle2 aria-hidden="true" className="h-9 w-9 shrink-0" />
          ¡Todo está en orden!
        </p>
      ) : null}
      <NotificationSetting />
    </main>
  );
}
