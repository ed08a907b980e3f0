import { alertEndpoints, type LatestHelpResponse } from "@shared/api/alerts";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Eye, Send } from "lucide-react";
import { Card } from "@/components/ui/card";
import { queryKeyOf } from "@/lib/endpoint-client";
import { cn } from "@/lib/cn";

/** Same 30 s rhythm as the staff alert list: the answer arrives within one of their polls. */
const POLL_MS = 30_000;

export const latestHelpKey = (userId: string) => queryKeyOf(alertEndpoints.latestHelp, { userId });

const ICONS = { sent: Send, seen: Eye, attended: CheckCircle2 };

/** The person's latest help request in words, kept across reloads, gone a day after its last change. */
export function HelpRequestStatus({ userId }: { userId: string }) {
  const latest = useQuery<LatestHelpResponse>({
    queryKey: latestHelpKey(userId),
    refetchInterval: POLL_MS,
    enabled: !!userId,
  });
  const progress = latest.data?.progress;
  const Icon = progress ? ICONS[progress.state] : Send;
  return (
    <div role="status" aria-live="polite">
      {progress ? (
        <Card
          className={cn(
            "flex items-center gap-4 border-2 p-5",
            progress.state === "attended" ? "border-green-800 bg-green-50" : "border-amber-700 bg-amber-50",
          )}
        >
          <Icon aria-hidden="true" className="h-9 w-9 shrink-0 text-slate-900" />
          <p className="text-2xl text-slate-900">
            <span className="block text-xl">Su petición de ayuda:</span>
            <span className="font-bold">{progress.label}</span>
          </p>
        </Card>
      ) : null}
    </div>
  );
}
