import type { UserRecord } from "@shared/api/user-admin";
import { Badge } from "../common/badge";
import { EmptyState } from "../common/feedback";
import { fullName } from "@shared/domain/names";
import { dateTimeLabel } from "../common/time-format";
import { DetailSection } from "./detail-section";
import { LINK_STATUS_LABELS } from "./record-labels";
import { RemoveLinkButton } from "./remove-link-button";

const TONES = { pending: "warning", approved: "success", rejected: "neutral" } as const;

/** Family members linked (or asking to be) to the person; staff may end a link (and the relative's tablets). */
export function FamilyLinksSection({ userId, record, timezone }: { userId: string; record: UserRecord; timezone: string }) {
  const links = record.familyLinks;
  return (
    <DetailSection id="familia" title="Familiares vinculados">
      {links.length === 0 ? (
        <EmptyState text="No tiene familiares vinculados" />
      ) : (
        <ul className="grid gap-2">
          {links.map((link) => (
            <li
              key={link.linkId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-slate-200 p-3"
            >
              <p className="min-w-0 text-base text-slate-900 [overflow-wrap:anywhere]">
                <span className="font-semibold">{fullName(link.family)}</span>
                {link.family.email ? ` · ${link.family.email}` : ""}
                <span className="block text-sm text-slate-700">
                  Solicitado: {dateTimeLabel(link.createdAt, timezone)}
                  {link.decidedAt ? ` · Decidido: ${dateTimeLabel(link.decidedAt, timezone)}` : ""}
                  {link.approvedBy ? ` por ${link.approvedBy.name}` : ""}
                </span>
              </p>
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={TONES[link.status]}>{LINK_STATUS_LABELS[link.status]}</Badge>
                {link.status === "rejected" ? null : (
                  <RemoveLinkButton userId={userId} linkId={link.linkId} relativeName={fullName(link.family)} />
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
