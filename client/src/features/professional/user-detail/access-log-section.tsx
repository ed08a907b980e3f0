import type { UserRecord } from "@shared/api/user-admin";
import { EmptyState } from "../common/feedback";
import { dateTimeLabel } from "../common/time-format";
import { DetailSection } from "./detail-section";
import { accessEntryLabel } from "./record-labels";
import { TableScroll } from "@/components/ui/table-scroll";

/** Who read or changed the record, and when (the audit log of the person). */
export function AccessLogSection({ record, timezone }: { record: UserRecord; timezone: string }) {
  const entries = [...record.accessLog].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const relatives = record.familyLinks.map((link) => link.family);
  return (
    <DetailSection id="accesos" title="Registro de accesos">
      {entries.length === 0 ? (
        <EmptyState text="No hay accesos registrados" />
      ) : (
        <TableScroll label="Registro de accesos a la ficha">
          <table className="w-full text-left text-base text-slate-900">
            <caption className="sr-only">Registro de accesos a la ficha</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  Fecha
                </th>
                <th scope="col" className="py-2 pr-4">
                  Quién
                </th>
                <th scope="col" className="py-2">
                  Acción
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-200">
                  <td className="py-2 pr-4">{dateTimeLabel(entry.createdAt, timezone)}</td>
                  <td className="py-2 pr-4">{entry.actorName ?? "Sistema"}</td>
                  <td className="py-2">{accessEntryLabel(entry, relatives)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </DetailSection>
  );
}
