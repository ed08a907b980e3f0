import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { FullPageSpinner } from "@/components/spinner";
import { TopNav } from "@/components/top-nav";
import { ElderlyHome } from "@/features/elderly/elderly-home";
import {
  ElderlyChatPage,
  ElderlyMessagesPage,
  ElderlyRemindersPage,
  MemoryExercisesPage,
} from "@/features/elderly/elderly-pages";

const AdditionalInfo = lazy(() => import("@/features/auth/additional-info"));

/** Elderly routes (SPEC section 2); any other path goes to /dashboard. */
export default function ElderlyShell() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav isLarge />
      <Suspense fallback={<FullPageSpinner label="Cargando..." />}>
        <Switch>
          <Route path="/" component={ElderlyHome} />
          <Route path="/elderly" component={ElderlyHome} />
          <Route path="/dashboard" component={ElderlyHome} />
          <Route path="/chat" component={ElderlyChatPage} />
          <Route path="/reminders" component={ElderlyRemindersPage} />
          <Route path="/memory-exercises" component={MemoryExercisesPage} />
          <Route path="/messages" component={ElderlyMessagesPage} />
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
