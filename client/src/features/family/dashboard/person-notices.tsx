import { noticeEndpoints } from "@shared/api/routes";
import type { FamilyNotice } from "@shared/api/notices";
import { useQuery } from "@tanstack/react-query";
import { Megaphone } from "lucide-react";
import { queryKeyOf } from "@/lib/endpoint-client";
import { DashboardSection } from "./dashboard-section";

const POLL_MS = 60_000;

const dateOf = (iso: string, timezone: string) =>
  new Date(iso).toLocaleString("es-ES", { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: timezone });

/**
 * Notices the programme sent the person in the last two weeks (heat, cold, water cuts), so the family knows too.
 * Only on the consented dashboard; hidden when there are none.
 */
export function PersonNotices({ elderlyId, timezone }: { elderlyId: string; timezone: string }) {
  const query = useQuery<FamilyNotice[]>({
    queryKey: queryKeyOf(noticeEndpoints.ofPerson, { userId: elderlyId }),
    refetchInterval: POLL_MS,
  });
  const notices = query.data ?? [];
  if (notices.length === 0) return null;
  return (
    <DashboardSection title="Avisos del programa">
      <ul className="grid gap-3">
        {notices.map((notice) => (
          <li key={notice.id} className="flex items-start gap-3 rounded-xl border-2 border-brand-700 bg-white p-3">
            <Megaphone aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-slate-900" />
            <div className="grid gap-1 text-slate-900">
              <h3 className="text-lg font-semibold">{notice.title}</h3>
              <p className="text-base whitespace-pre-line">{notice.body}</p>
              <p className="text-base text-slate-800">
                <time dateTime={notice.createdAt}>{dateOf(notice.createdAt, timezone)}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
