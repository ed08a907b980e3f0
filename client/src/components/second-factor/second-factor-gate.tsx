import { secondFactorEndpoints } from "@shared/api/routes";
import { useQuery } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { EnrolScreen } from "./enrol-screen";
import { SecondStepScreen } from "./second-step-screen";

/**
 * Shown instead of the portal while the sign-in owes its second step (docs/decisions/0011-second-factor.md): a
 * factor to show, or (staff without one) a factor to add first. The server's summary settles which, since a
 * refused request only says that a step is owed.
 */
export default function SecondFactorGate() {
  const { user } = useAuth();
  const summary = useQuery({
    queryKey: queryKeyOf(secondFactorEndpoints.summary),
    queryFn: () => callEndpoint(secondFactorEndpoints.summary, {}),
  });
  const state = summary.data?.state;
  const owed = state === "verify" || state === "enrol" ? state : user?.secondFactor;
  return owed === "enrol" ? <EnrolScreen /> : <SecondStepScreen />;
}
