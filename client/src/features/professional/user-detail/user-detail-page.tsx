import { useEffect } from "react";
import { useParams, useSearch } from "wouter";
import { BackLink } from "@/components/back-link";
import { getErrorStatus } from "@/lib/query-client";
import { LoadError, Loading } from "../common/feedback";
import { LowMoodSign } from "../common/low-mood-sign";
import { fullName } from "@shared/domain/names";
import { useNow } from "../common/use-now";
import { useProfessional } from "../common/use-professional";
import { AccessLogSection } from "./access-log-section";
import { ActivitySection } from "./activity-section";
import { CheckInSection } from "./check-in-section";
import { AlertsHistorySection } from "./alerts-history-section";
import { ConsentsSection } from "./consents-section";
import { EditProfileDialog } from "./edit-profile-dialog";
import { ErasePersonDialog } from "./erase-person-dialog";
import { ExportButton } from "./export-button";
import { DevicesSection } from "./devices-section";
import { FamilyLinksSection } from "./family-links-section";
import { FollowUpSection } from "./follow-up-section";
import { ProfileSection } from "./profile-section";
import { RemindersSection } from "./reminders-section";
import { StatusSection } from "./status-section";
import { useUserRecord } from "./use-user-record";

/** /professional/user/{userId} (lazy): the person's whole record and the actions on it. */
export default function UserDetailPage() {
  const { userId = "" } = useParams<{ userId: string }>();
  const search = useSearch();
  const { timezone } = useProfessional();
  const now = useNow();
  const record = useUserRecord(userId);
  const profile = record.data?.profile;

  // 'Revisar Alerta' on a user card opens the record at its alert history; 'Llamadas de hoy', at its follow-up.
  useEffect(() => {
    const section = new URLSearchParams(search).get("seccion");
    if (!profile || (section !== "alertas" && section !== "seguimiento")) return;
    document.getElementById(`${section}-title`)?.focus();
  }, [profile, search]);

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <BackLink href="/dashboard" label="Volver al panel" />
      {record.isPending ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">Ficha de la persona</h1>
          <Loading label="Cargando ficha..." />
        </>
      ) : null}
      {record.isError ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">Ficha de la persona</h1>
          <LoadError
            message={
              getErrorStatus(record.error) === 404
                ? "No se encontró a esta persona en su municipio."
                : "No se pudo cargar la ficha de la persona."
            }
            onRetry={() => void record.refetch()}
          />
        </>
      ) : null}
      {record.data && profile ? (
        <>
          <header className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-3xl font-bold text-slate-900">{fullName(profile)}</h1>
              <p className="text-lg text-slate-800">Usuario: {profile.username}</p>
              <LowMoodSign
                day={record.data.lowMoodDays?.[0]}
                dayCount={record.data.lowMoodDays?.length}
                now={now}
                className="mt-2"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <EditProfileDialog profile={profile} />
              <ExportButton userId={profile.id} username={profile.username} />
              <ErasePersonDialog profile={profile} />
            </div>
          </header>
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
            <StatusSection profile={profile} now={now} timezone={timezone} />
            <ConsentsSection record={record.data} timezone={timezone} />
            <ProfileSection profile={profile} timezone={timezone} />
            <FamilyLinksSection userId={profile.id} record={record.data} timezone={timezone} />
            <DevicesSection userId={profile.id} firstName={profile.firstName} timezone={timezone} />
            <CheckInSection key={JSON.stringify(record.data.checkIn?.plan ?? null)} userId={profile.id} checkIn={record.data.checkIn} timezone={timezone} />
            <RemindersSection record={record.data} now={now} timezone={timezone} />
            <FollowUpSection profile={profile} timezone={timezone} />
            <AlertsHistorySection record={record.data} timezone={timezone} />
            <ActivitySection record={record.data} now={now} timezone={timezone} />
            <AccessLogSection record={record.data} timezone={timezone} />
          </div>
        </>
      ) : null}
    </main>
  );
}
