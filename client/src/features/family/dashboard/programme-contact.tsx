import { followUpEndpoints } from "@shared/api/routes";
import type { LastContact } from "@shared/api/follow-up";
import { lastContactLabel } from "@shared/domain/follow-up-family";
import { useQuery } from "@tanstack/react-query";
import { Phone } from "lucide-react";
import { queryKeyOf } from "@/lib/endpoint-client";

/**
 * 'Llamada del programa ayer: todo bien': the programme's last call or visit to the person, on the consented
 * dashboard only; hidden until there is one (and when private: the dashboard says so already).
 */
export function ProgrammeContact({ elderlyId, now, timezone }: { elderlyId: string; now: Date; timezone: string }) {
  const query = useQuery<LastContact>({ queryKey: queryKeyOf(followUpEndpoints.lastContact, { userId: elderlyId }) });
  const contact = query.data?.contact;
  if (!contact) return null;
  return (
    <p className="flex items-center gap-3 rounded-xl border-2 border-slate-300 bg-white p-3 text-lg text-slate-900">
      <Phone aria-hidden="true" className="h-6 w-6 shrink-0" />
      {lastContactLabel(contact, now, timezone)}
    </p>
  );
}
