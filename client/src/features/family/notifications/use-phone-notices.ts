import { familyPushEndpoints } from "@shared/api/routes";
import type { FamilyPushStatus } from "@shared/api/family-push";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { currentSubscription, type PushCapability, pushCapability, subscribeThisBrowser } from "./browser-push";

const statusKey = queryKeyOf(familyPushEndpoints.status);

/** The notices of this phone: the server's status, this browser's subscription, and turning them on or off. */
export function usePhoneNotices() {
  const queryClient = useQueryClient();
  const status = useQuery<FamilyPushStatus>({ queryKey: statusKey });
  const [capability, setCapability] = useState<PushCapability>(pushCapability);
  const [endpoint, setEndpoint] = useState<string | null>(null);

  useEffect(() => {
    if (capability === "unsupported") return;
    let isCurrent = true;
    void currentSubscription().then((subscription) => {
      if (isCurrent) setEndpoint(subscription?.endpoint ?? null);
    });
    return () => {
      isCurrent = false;
    };
  }, [capability]);

  const saved = (answer: FamilyPushStatus) => queryClient.setQueryData(statusKey, answer);

  const turnOn = useMutation({
    mutationFn: async () => {
      const subscription = await subscribeThisBrowser(status.data?.publicKey ?? "");
      if (subscription === "denied") return "denied" as const;
      saved(await callEndpoint(familyPushEndpoints.subscribe, { body: subscription }));
      return subscription.endpoint;
    },
    onSuccess: (result) => {
      if (result === "denied") setCapability(pushCapability());
      else setEndpoint(result);
    },
  });

  const turnOff = useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      await subscription?.unsubscribe();
      if (endpoint) saved(await callEndpoint(familyPushEndpoints.unsubscribe, { body: { endpoint } }));
    },
    onSuccess: () => setEndpoint(null),
  });

  return { status, capability, isOn: endpoint !== null, turnOn, turnOff };
}
