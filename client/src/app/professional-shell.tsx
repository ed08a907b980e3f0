import { lazy, Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { FullPageSpinner } from "@/components/spinner";
import { SidebarTrigger } from "@/components/ui/sidebar";
import { SidebarProvider } from "@/components/ui/sidebar-context";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AlertBanner } from "@/features/professional/alert-announcer/alert-banner";
import { ProfessionalDashboard } from "@/features/professional/dashboard/professional-dashboard";
import { ProfessionalSidebar } from "./professional-sidebar";

// The dashboard is the landing page; the other screens are downloaded when first opened.
const UserDetail = lazy(() => import("@/features/professional/user-detail/user-detail-page"));
const CreateUserPage = lazy(() => import("@/features/professional/create-user/create-user-page"));
const ProfessionalRemindersPage = lazy(() => import("@/features/professional/reminders/reminders-page"));
const PasswordsPage = lazy(() => import("@/features/professional/passwords/passwords-page"));

/** SPEC: any other path shows 'Cargando dashboard...' and then goes to /dashboard. */
function LoadingRedirect() {
  const [, setLocation] = useLocation();
  useEffect(() => {
    setLocation("/dashboard", { replace: true });
  }, [setLocation]);
  return <FullPageSpinner label="Cargando dashboard..." />;
}

/** Professional portal: left sidebar (Ctrl/Cmd + b) and its routes. */
export default function ProfessionalShell() {
  return (
    <TooltipProvider>
      <SidebarProvider>
        <div className="flex min-h-screen">
          <ProfessionalSidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <header className="flex items-center gap-3 border-b border-slate-200 bg-white py-2 pr-24 pl-3">
              <SidebarTrigger />
              <p className="text-lg font-semibold text-slate-900">Acompaña · Portal Profesional</p>
            </header>
            <AlertBanner />
            <Suspense fallback={<FullPageSpinner label="Cargando..." />}>
              <Switch>
                <Route path="/" component={ProfessionalDashboard} />
                <Route path="/dashboard" component={ProfessionalDashboard} />
                <Route path="/professional/user/:userId" component={UserDetail} />
                <Route path="/professional/create-user" component={CreateUserPage} />
                <Route path="/professional/reminders" component={ProfessionalRemindersPage} />
                <Route path="/professional/passwords" component={PasswordsPage} />
                <Route component={LoadingRedirect} />
              </Switch>
            </Suspense>
          </div>
        </div>
      </SidebarProvider>
    </TooltipProvider>
  );
}
