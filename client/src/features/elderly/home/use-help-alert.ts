import { elderlyEndpoints } from "@shared/api/routes";
import { HELP_LOCK_MS } from "@shared/api/messages";
import { HELP_SENT_TEXT, HELP_SENT_TITLE, type HelpService, helpReply } from "@shared/domain/help-reply";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorStatus } from "@/lib/query-client";
import { latestHelpKey } from "./help-request-status";

/** Pressed without a connection: the request waits and goes out by itself when the connection returns. */
function announceWaiting(): void {
  toast({
    title: "Sin conexión",
    description: "Su petición de ayuda se enviará en cuanto vuelva la conexión. Si es urgente, llame al 112.",
    variant: "destructive",
  });
}

/** What the person is told depends on the hour: staff will call, or the request waits and 112 is there. */
function announceSent(service?: HelpService): void {
  const reply = service ? helpReply(service) : { title: HELP_SENT_TITLE, text: HELP_SENT_TEXT };
  toast({ title: reply.title, description: reply.text });
}

/**
 * POST /api/help/alert. After a success the button is locked for 10 s; a press while sending or
 * locked does nothing. A 409 means an alert went out seconds ago: staff were alerted, so it locks too.
 * Offline, the request waits (the person is told so, with 112 for an emergency) and is sent on reconnecting.
 */
export function useHelpAlert(userId: string) {
  const queryClient = useQueryClient();
  const [isLocked, setIsLocked] = useState(false);
  const isBusyRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lock = useCallback(() => {
    setIsLocked(true);
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      isBusyRef.current = false;
      setIsLocked(false);
    }, HELP_LOCK_MS);
  }, []);

  // Hook-level callbacks: they run even if the screen re-rendered while the request was out.
  const mutation = useMutation({
    mutationFn: () => callEndpoint(elderlyEndpoints.helpAlert, { body: { userId } }),
    onSuccess: (response) => {
      announceSent(response.service);
      lock();
      void queryClient.invalidateQueries({ queryKey: latestHelpKey(userId) });
    },
    onError: (error) => {
      if (getErrorStatus(error) === 409) {
        announceSent();
        lock();
        return;
      }
      isBusyRef.current = false;
      toast({ title: "No se pudo enviar la alerta. Intente de nuevo.", variant: "destructive" });
    },
  });
  const { mutate, isPaused } = mutation;
  // TanStack pauses a mutation while the browser is offline and sends it on reconnecting.
  useEffect(() => {
    if (isPaused) announceWaiting();
  }, [isPaused]);

  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  const send = useCallback(() => {
    if (isBusyRef.current || !userId) return;
    isBusyRef.current = true;
    mutate();
  }, [mutate, userId]);

  return { send, isLocked, isSending: mutation.isPending, isWaitingForConnection: isPaused };
}
