import { alertEndpoints } from "@shared/api/routes";
import { endpointUrl } from "@shared/api/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { professionalKeys } from "../common/professional-keys";

/**
 * Listens to the server's alert events (server-sent, over the database's notifications) and refetches the alert
 * list, the figures and the user list at once, instead of at the next 30-second poll. The browser reconnects by
 * itself; after a reconnection the lists are refetched too, for what happened while the stream was down.
 */
export function useAlertStream(professionalId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!professionalId || typeof EventSource === "undefined") return;
    const source = new EventSource(endpointUrl(alertEndpoints.events, { professionalId }));
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: professionalKeys.alerts(professionalId) });
      void queryClient.invalidateQueries({ queryKey: professionalKeys.summary(professionalId) });
      void queryClient.invalidateQueries({ queryKey: professionalKeys.users(professionalId) });
    };
    let hasOpened = false;
    const onOpen = () => {
      if (hasOpened) refresh();
      hasOpened = true;
    };
    source.addEventListener("alerts", refresh);
    source.addEventListener("open", onOpen);
    return () => source.close();
  }, [professionalId, queryClient]);
}
