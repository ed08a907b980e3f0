import { lazy, Suspense, useEffect, useRef } from "react";
import { Route, Switch, useLocation } from "wouter";
import { FullPageSpinner } from "@/components/spinner";
import { SidebarTrigger } from "@/components/ui/sidebar";
import { SidebarProvider } from "@/components/ui/sidebar-context";
import { TooltipProvider } from "@/components/ui/tooltip";
import { usePublishedHeight } from "@/lib/use-published-height";
import { AlertBanner } from "@/features/professional/alert-announcer/alert-banner";
import { ProfessionalDashboard } from "@/features/professional/dashboard/professional-dashboard";
import { IdleWarning } from "@/features/professional/idle/idle-warning";
import { ProfessionalSidebar } from "./professional-sidebar";

// The dashboard is the landing page; the other screens are downloaded when first opened.
const UserDetail = lazy(() => import("@/features/professional/user-detail/user-detail-page"));
const CreateUserPage = lazy(() => import("@/features/professional/create-user/create-user-page"));
const ProfessionalRemindersPage = lazy(() => import("@/features/professional/reminders/reminders-page"));
const PasswordsPage = lazy(() => import("@/features/professional/passwords/passwords-page"));
const OnCallPage = lazy(() => import("@/features/professional/on-call/on-call-page"));
const ServicePage = lazy(() => import("@/features/professional/service/service-page"));
const LowMoodPage = lazy(() => import("@/features/professional/low-mood/low-mood-page"));
const NoticesPage = lazy(() => import("@/features/professional/notices/notices-page"));
const NoticeDetailPage = lazy(() => import("@/features/professional/notices/notice-detail-page"));
const AccountPage = lazy(() => import("@/components/account/account-page"));

/** docs/behaviour/02-screens.md: any other path shows 'Cargando dashboard...' and then goes to /dashboard. */
function LoadingRedirect() {
  const [, setLocation] = useLocation();
  useEffect(() => {
    setLocation("/dashboard", { replace: true });
  }, [setLocation]);
  return <FullPageSpinner label="Cargando dashboard..." />;
}

/** Professional portal: left sidebar (Ctrl/Cmd + b) and its routes. */
export default function ProfessionalShell() {
  const headerRef = useRef<HTMLElement>(null);
  // Focus scrolling (scroll-padding-top in index.css) stops below the stuck header.
  usePublishedHeight(headerRef, "--top-bar-height");
  return (
    <TooltipProvider>
      <SidebarProvider>
        <div className="flex min-h-screen">
          <ProfessionalSidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            {/* Stuck to the top and as tall as the fixed gear (top-2 + a target + margin), which sits over
                its right end: the page scrolls under the header, never under the gear (the
                status filter at 320 px 'Muy Grande'). */}
            <header
              ref={headerRef}
              className="sticky top-0 z-30 flex min-h-[calc(var(--spacing-target)+1rem)] items-center gap-3 border-b border-slate-200 bg-white py-2 pr-[calc(var(--spacing-target)+1.25rem)] pl-3"
            >
              <SidebarTrigger />
              {/* Smaller on a phone, so the stuck header stays about as tall as the gear. */}
              <p className="min-w-0 text-base font-semibold text-slate-900 sm:text-lg">Acompaña · Portal Profesional</p>
            </header>
            <AlertBanner />
            <IdleWarning />
            <Suspense fallback={<FullPageSpinner label="Cargando..." />}>
              <Switch>
                <Route path="/" component={ProfessionalDashboard} />
                <Route path="/dashboard" component={ProfessionalDashboard} />
                <Route path="/professional/user/:userId" component={UserDetail} />
                <Route path="/professional/create-user" component={CreateUserPage} />
                <Route path="/professional/reminders" component={ProfessionalRemindersPage} />
                <Route path="/professional/passwords" component={PasswordsPage} />
                <Route path="/professional/notices" component={NoticesPage} />
                <Route path="/professional/notices/:id" component={NoticeDetailPage} />
                <Route path="/professional/on-call" component={OnCallPage} />
                <Route path="/professional/service" component={ServicePage} />
                <Route path="/professional/low-mood" component={LowMoodPage} />
                <Route path="/professional/account">
                  <AccountPage backHref="/dashboard" />
                </Route>
                <Route component={LoadingRedirect} />
              </Switch>
            </Suspense>
          </div>
        </div>
      </SidebarProvider>
    </TooltipProvider>
  );
}
