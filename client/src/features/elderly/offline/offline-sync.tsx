import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/use-toast";
import { elderlyKeys } from "../common/elderly-keys";
import { useElderlyUser } from "../common/use-elderly-user";
import { flushQueue, useQueuedCount } from "./completion-queue";

/** While entries wait, how often to try again even without an 'online' event (a flaky router). */
const RETRY_MS = 60_000;

/**
 * Sends the 'Hecho' kept offline as soon as the connection is back: on opening the app, when the browser says
 * it is online, and every minute while any wait. Then the lists reload from the server.
 */
export function OfflineSync() {
  const { userId, timezone } = useElderlyUser();
  const queryClient = useQueryClient();
  const waiting = useQueuedCount(userId);

  // Sending empties the queue, which re-runs the effect below: only leaving the screens (logout) silences the
  // 'sent' message, not that.
  const isMountedRef = useRef(true);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  useEffect(() => {
    if (!userId || waiting === 0) return;
    const flush = async () => {
      if (!navigator.onLine) return;
      const sent = await flushQueue(userId, timezone, () =>
        queryClient.invalidateQueries({ queryKey: elderlyKeys.reminders(userId) }),
      );
      if (!isMountedRef.current || sent === 0) return;
      toast({
        title: "Conexión recuperada",
        description: sent === 1 ? "Se ha enviado el recordatorio que marcó." : `Se han enviado los ${sent} recordatorios que marcó.`,
      });
    };
    void flush();
    window.addEventListener("online", flush);
    const timer = setInterval(flush, RETRY_MS);
    return () => {
      window.removeEventListener("online", flush);
      clearInterval(timer);
    };
  }, [userId, timezone, waiting, queryClient]);

  // With the service worker in charge, read the week's list once now, so the reminders screen also has an
  // offline copy when the connection drops before the person opened it.
  useEffect(() => {
    if (!userId || !navigator.serviceWorker?.controller) return;
    void queryClient.prefetchQuery({ queryKey: elderlyKeys.upcomingReminders(userId), networkMode: "offlineFirst" });
  }, [userId, queryClient]);

  return null;
}
