import type { UserRecord } from "@shared/api/user-admin";
import { Badge } from "../common/badge";
import { EmptyState } from "../common/feedback";
import { dateTimeLabel } from "../common/time-format";
import { DetailSection } from "./detail-section";
import { yesNo } from "./record-labels";
import { TableHead } from "@/components/ui/table-head";
import { TableScroll } from "@/components/ui/table-scroll";

const HISTORY_COLUMNS = [
  { label: "Fecha" },
  { label: "Personal municipal" },
  { label: "Familia" },
  { label: "Registrado por" },
];

type ConsentsSectionProps = { record: UserRecord; timezone: string };

/** The two consents (only a literal true counts) and their history, newest first. */
export function ConsentsSection({ record, timezone }: ConsentsSectionProps) {
  const { profile, consentHistory } = record;
  const history = [...consentHistory].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <DetailSection id="consentimientos" title="Consentimientos">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Badge tone={profile.personalConsent === true ? "success" : "neutral"}>
            Datos al personal municipal: {yesNo(profile.personalConsent === true)}
          </Badge>
        </li>
        <li>
          <Badge tone={profile.familyConsent === true ? "success" : "neutral"}>
            Actividad a la familia: {yesNo(profile.familyConsent === true)}
          </Badge>
        </li>
      </ul>
      <h3 className="text-lg font-semibold text-slate-900">Historial</h3>
      {history.length === 0 ? (
        <EmptyState text="No hay cambios de consentimiento registrados" />
      ) : (
        <TableScroll label="Historial de consentimientos">
          <table className="w-full text-left text-base text-slate-900">
            <caption className="sr-only">Historial de consentimientos</caption>
            <TableHead columns={HISTORY_COLUMNS} />
            <tbody>
              {history.map((event) => (
                <tr key={event.id} className="border-b border-slate-200">
                  <td className="py-2 pr-4">{dateTimeLabel(event.createdAt, timezone)}</td>
                  <td className="py-2 pr-4">{yesNo(event.personalConsent)}</td>
                  <td className="py-2 pr-4">{yesNo(event.familyConsent)}</td>
                  <td className="py-2">{event.changedBy?.name ?? "No consta"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </DetailSection>
  );
}
