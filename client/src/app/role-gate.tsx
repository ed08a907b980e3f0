import { isKnownRole } from "@shared/domain/client-storage";
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { FullPageSpinner } from "@/components/spinner";
import { useAuth } from "@/lib/auth";
import { LoggedOutShell } from "./logged-out-shell";
import { VerifyingAccess } from "./verifying-access";

// docs/behaviour/12-client.md#bundles: one bundle per role; a logged-out visitor never downloads the others.
const SHELLS: Record<"elderly" | "family" | "professional", LazyExoticComponent<ComponentType>> = {
  elderly: lazy(() => import("./elderly-shell")),
  family: lazy(() => import("./family-shell")),
  professional: lazy(() => import("./professional-shell")),
};

// Only for a sign-in owing its second step (docs/decisions/0011-second-factor.md).
const SecondFactorGate = lazy(() => import("@/components/second-factor/second-factor-gate"));
// Only for a session with a one-time password (docs/behaviour/02-screens.md).
const ForcedPasswordChange = lazy(() => import("@/components/account/forced-password-change"));

/**
 * Chooses the shell for the session: checking, logged out, unknown role, the second step owed, a new password
 * owed, or one of the three roles.
 */
export function RoleGate() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner label="Comprobando la sesión..." />;
  if (!user) return <LoggedOutShell />;
  if (!isKnownRole(user.role)) return <VerifyingAccess />;
  const isStepOwed = typeof user.secondFactor === "string" && user.role !== "elderly";
  const isPasswordOwed = user.mustChangePassword === true && user.role !== "elderly";
  const Shell = isStepOwed ? SecondFactorGate : isPasswordOwed ? ForcedPasswordChange : SHELLS[user.role];
  return (
    <Suspense fallback={<FullPageSpinner label="Cargando..." />}>
      <Shell />
    </Suspense>
  );
}
