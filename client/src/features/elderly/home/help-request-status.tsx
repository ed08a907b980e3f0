import { alertEndpoints } from "@shared/api/routes";
import type { LatestHelpResponse } from "@shared/api/alerts";
import { helpReply } from "@shared/domain/help-reply";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Eye, Phone, Send } from "lucide-react";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { cn } from "@/lib/cn";
import { getErrorMessage } from "@/lib/query-client";

/** Same 30 s rhythm as the staff alert list: the answer arrives within one of their polls. */
const POLL_MS = 30_000;

export const latestHelpKey = (userId: string) => queryKeyOf(alertEndpoints.latestHelp, { userId });

const ICONS = { sent: Send, seen: Eye, attended: CheckCircle2 };

/** 'Ha sido sin querer': staff still see the request and still call back; it is never cancelled. */
function useMarkAccidental(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => callEndpoint(alertEndpoints.markAccidental, { params: { id: alertId } }),
    onSuccess: () =>
      toast({ title: "Gracias por avisar", description: "El personal le llamará igualmente para comprobar que está bien." }),
    onError: (error) =>
      toast({
        title: "No se pudo avisar",
        description: getErrorMessage(error, "Inténtelo de nuevo. El personal le llamará de todos modos."),
        variant: "destructive",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: latestHelpKey(userId) }),
  });
}

/** Outside staffed hours: 112 in large type, a link a tablet with a phone can call. */
function EmergencyHint() {
  return (
    <a
      href="tel:112"
      className="flex min-h-target items-center gap-3 rounded-2xl border-4 border-red-800 bg-white px-4 py-2 text-2xl font-bold text-red-900 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Phone aria-hidden="true" className="h-9 w-9 shrink-0" />
      <span>
        Si es una emergencia, llame al <span className="text-4xl">112</span>
      </span>
    </a>
  );
}

/**
 * The person's latest help request in words, kept across reloads, gone a day after its last change: what staff
 * will do (which depends on the hour), 'Ha sido sin querer' in its first minutes, and 112 when the service is
 * closed.
 */
export function HelpRequestStatus({ userId }: { userId: string }) {
  const latest = useQuery<LatestHelpResponse>({
    queryKey: latestHelpKey(userId),
    refetchInterval: POLL_MS,
    enabled: !!userId,
  });
  const markAccidental = useMarkAccidental(userId);
  const help = latest.data;
  const progress = help?.progress;
  const Icon = progress ? ICONS[progress.state] : Send;
  const reply = help ? helpReply(help.service) : null;
  const isOpen = progress && progress.state !== "attended";
  return (
    <div role="status" aria-live="polite">
      {help && progress ? (
        <Card
          className={cn(
            "flex flex-col gap-4 border-2 p-5",
            progress.state === "attended" ? "border-green-800 bg-green-50" : "border-amber-700 bg-amber-50",
          )}
        >
          <div className="flex items-center gap-4">
            <Icon aria-hidden="true" className="h-9 w-9 shrink-0 text-slate-900" />
            <p className="text-2xl text-slate-900">
              <span className="block text-xl">Su petición de ayuda:</span>
              <span className="font-bold">{progress.label}</span>
            </p>
          </div>
          {isOpen && reply ? <p className="text-xl text-slate-900">{reply.text}</p> : null}
          {help.isAccidental ? (
            <p className="text-xl text-slate-900">
              Ha indicado que fue sin querer. El personal le llamará igualmente para comprobar que está bien.
            </p>
          ) : null}
          {help.canMarkAccidental ? (
            <button
              type="button"
              onClick={() => {
                if (!markAccidental.isPending) markAccidental.mutate(help.id);
              }}
              aria-disabled={markAccidental.isPending}
              className="min-h-target rounded-2xl border-4 border-slate-800 bg-white px-6 py-3 text-2xl font-bold text-slate-900 hover:bg-slate-100 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:opacity-80"
            >
              Ha sido sin querer
            </button>
          ) : null}
          {isOpen && reply?.isEmergencyHintShown ? <EmergencyHint /> : null}
        </Card>
      ) : null}
    </div>
  );
}
