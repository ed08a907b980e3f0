import type { Relative } from "@shared/api/elderly";
import { useState } from "react";
import { ReminderDialog, type ReminderDialogState } from "@/components/reminders/reminder-dialog";
import { EMPTY_REMINDER_FORM } from "@/components/reminders/reminder-form-values";
import { UnconfirmedDosesNotice } from "@/components/reminders/unconfirmed-doses-notice";
import { PrivateInfo } from "../common/private-info";
import { useFamilyUser } from "../common/use-family-user";
import { useNow } from "../common/use-now";
import { fullName } from "@shared/domain/names";
import { useRefreshReminders } from "../reminders/use-refresh-reminders";
import { CheckInTodayLine } from "./check-in-today";
import { DashboardHeader } from "./dashboard-header";
import { openAlertTitles, PersonAlerts, usePersonAlerts } from "./person-alerts";
import { PersonNotices } from "./person-notices";
import { ProgrammeContact } from "./programme-contact";
import { RecentActivity } from "./recent-activity";
import { StatTiles } from "./stat-tiles";
import { StatusBox } from "./status-box";
import { TabletSection } from "./tablet-section";
import { overallStatus } from "./status-rule";
import { UpcomingList } from "./upcoming-list";
import { latestActivity, useDashboardData } from "./use-dashboard-data";

/** The consented dashboard: header, four figures, recent activity, upcoming reminders, overall status. */
export default function DashboardBody({ relative }: { relative: Relative }) {
  const { elderly } = relative;
  const { userId, timezone } = useFamilyUser();
  const now = useNow();
  const data = useDashboardData(elderly.id, now, timezone);
  const [dialog, setDialog] = useState<ReminderDialogState>(null);
  const refresh = useRefreshReminders(elderly.id);
  const alerts = usePersonAlerts(elderly.id);

  if (data.isPrivate) return <PrivateInfo firstName={elderly.firstName} />;

  const lastActivity = latestActivity(relative.lastActivity, data.activities.data);
  // Judged only once the weekly figure and the open alerts are known too (or failed), so 'Todo en orden' is
  // never said early, nor while a call for help is open.
  const status =
    data.today.data && !data.stats.isPending && !alerts.isPending
      ? overallStatus({
          lastActivity,
          todayReminders: data.today.data,
          compliance: data.stats.data ?? null,
          openAlertTitles: openAlertTitles(alerts),
          now,
          timezone,
        })
      : null;

  return (
    <>
      <UnconfirmedDosesNotice elderlyId={elderly.id} now={now} timezone={timezone} />
      <DashboardHeader
        elderly={elderly}
        lastActivity={lastActivity}
        now={now}
        timezone={timezone}
        onNewReminder={() => setDialog({ editing: null, initial: EMPTY_REMINDER_FORM })}
      />
      <CheckInTodayLine elderlyId={elderly.id} timezone={timezone} />
      <PersonAlerts query={alerts} timezone={timezone} />
      <ProgrammeContact elderlyId={elderly.id} now={now} timezone={timezone} />
      <PersonNotices elderlyId={elderly.id} timezone={timezone} />
      <StatTiles data={data} now={now} timezone={timezone} />
      <div className="grid gap-6 md:grid-cols-2">
        <RecentActivity query={data.activities} now={now} timezone={timezone} />
        <UpcomingList query={data.upcoming} now={now} timezone={timezone} />
      </div>
      <StatusBox status={status} firstName={elderly.firstName} isError={data.today.isError} />
      <TabletSection elderly={elderly} timezone={timezone} />
      <ReminderDialog
        state={dialog}
        onClose={() => setDialog(null)}
        person={{ id: elderly.id, name: fullName(elderly) }}
        creatorId={userId}
        refresh={refresh}
      />
    </>
  );
}
