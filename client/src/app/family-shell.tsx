import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { FullPageSpinner } from "@/components/spinner";
import { TopNav } from "@/components/top-nav";
import { FamilyDashboard } from "@/features/family/dashboard/family-dashboard";
import { FamilyMessagesPage } from "@/features/family/messages/family-messages-page";
import { FamilyRemindersPage } from "@/features/family/reminders/family-reminders-page";

const AdditionalInfo = lazy(() => import("@/features/auth/additional-info"));
const AccountPage = lazy(() => import("@/components/account/account-page"));

/** Family routes (docs/behaviour/02-screens.md); any other path goes to /dashboard. */
export default function FamilyShell() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav />
      <Suspense fallback={<FullPageSpinner label="Cargando..." />}>
        <Switch>
          <Route path="/" component={FamilyDashboard} />
          <Route path="/dashboard" component={FamilyDashboard} />
          <Route path="/family" component={FamilyDashboard} />
          <Route path="/reminders" component={FamilyRemindersPage} />
          <Route path="/messages" component={FamilyMessagesPage} />
          <Route path="/account">
            <AccountPage backHref="/dashboard" />
          </Route>
          <Route path="/additional-info">
            <AdditionalInfo backHref="/dashboard" />
          </Route>
          <Route>
            <Redirect to="/dashboard" replace />
          </Route>
        </Switch>
      </Suspense>
    </div>
  );
}
