import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { NotFound } from "@/components/not-found";
import { FullPageSpinner } from "@/components/spinner";
import { MunicipalitySelector } from "@/features/auth/municipality-selector";
import { RoleSelection } from "@/features/auth/role-selection";

const ElderlyLogin = lazy(() => import("@/features/auth/elderly-login"));
const FamilyLogin = lazy(() => import("@/features/auth/family-login"));
const ProfessionalLogin = lazy(() => import("@/features/auth/professional-login"));
const DeviceEnrolment = lazy(() => import("@/features/auth/device-enrolment-page"));
const AdditionalInfo = lazy(() => import("@/features/auth/additional-info"));

/**
 * Logged-out routes (docs/behaviour/02-screens.md). The first two screens are in the main bundle, the rest load on
 * demand.
 */
export function LoggedOutShell() {
  return (
    <Suspense fallback={<FullPageSpinner label="Cargando..." />}>
      <Switch>
        <Route path="/" component={MunicipalitySelector} />
        <Route path="/select-user-type" component={RoleSelection} />
        <Route path="/additional-info">
          <AdditionalInfo backHref="/" />
        </Route>
        <Route path="/elderly" component={ElderlyLogin} />
        <Route path="/elderly-name" component={ElderlyLogin} />
        <Route path="/elderly-login" component={ElderlyLogin} />
        <Route path="/registrar-tableta" component={DeviceEnrolment} />
        <Route path="/family-login" component={FamilyLogin} />
        <Route path="/professional" component={ProfessionalLogin} />
        <Route path="/professional-login" component={ProfessionalLogin} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
