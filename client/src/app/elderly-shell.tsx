import { lazy, Suspense, useEffect } from "react";
import { Redirect, Route, Switch } from "wouter";
import { FullPageSpinner } from "@/components/spinner";
import { TopNav } from "@/components/top-nav";
import { ElderlyHome } from "@/features/elderly/home/elderly-home";
import { HelpBar } from "@/features/elderly/home/help-bar";
import { OfflineNotice } from "@/features/elderly/offline/offline-notice";
import { OfflineSync } from "@/features/elderly/offline/offline-sync";

// The home screen ships with the shell; each other section loads when opened
// (docs/architecture.md#performance-targets).
const ChatPage = lazy(() =>
  import("@/features/elderly/chat/chat-page").then((m) => ({ default: m.ChatPage })),
);
const RemindersPage = lazy(() =>
  import("@/features/elderly/reminders/reminders-page").then((m) => ({ default: m.RemindersPage })),
);
const MemoryPage = lazy(() =>
  import("@/features/elderly/memory/memory-page").then((m) => ({ default: m.MemoryPage })),
);
const MessagesPage = lazy(() =>
  import("@/features/elderly/messages/messages-page").then((m) => ({ default: m.MessagesPage })),
);
const AdditionalInfo = lazy(() => import("@/features/auth/additional-info"));
// The full-screen parts, loaded after the first screen (they are not needed to paint it).
const loadReminderTakeover = () => import("@/features/elderly/reminders/reminder-takeover");
const loadNoticeTakeover = () => import("@/features/elderly/notices/notice-takeover");
const loadCheckInTakeover = () => import("@/features/elderly/check-in/check-in-takeover");
// The full-screen reminder.
const ReminderTakeover = lazy(loadReminderTakeover);
// A notice from staff, full-screen until 'Entendido'; it waits while the reminder is on screen.
const NoticeTakeover = lazy(loadNoticeTakeover);
// The morning check-in ('¿Cómo se encuentra hoy?'): it waits for the reminder; a notice waits for it.
const CheckInTakeover = lazy(loadCheckInTakeover);

/** Elderly routes (docs/behaviour/02-screens.md); any other path goes to /dashboard. */
export default function ElderlyShell() {
  // All three at once, just after the first paint: React renders lazy siblings one after another, so the notice's
  // code arrived seconds later and a tablet that lost its connection meanwhile had none to show it with.
  useEffect(() => {
    void Promise.all([loadReminderTakeover(), loadCheckInTakeover(), loadNoticeTakeover()]).catch(() => undefined);
  }, []);
  return (
    // With the largest text on a narrow screen a long word may not fit its box: it breaks instead of
    // making the page scroll sideways (WCAG 1.4.10).
    <div className="flex min-h-screen flex-col [overflow-wrap:anywhere]">
      <TopNav isLarge />
      {/* No connection is said calmly on every screen; 'Hecho' pressed meanwhile is sent later. */}
      <OfflineNotice />
      <OfflineSync />
      <Suspense fallback={<FullPageSpinner label="Cargando..." />}>
        <Switch>
          <Route path="/" component={ElderlyHome} />
          <Route path="/elderly" component={ElderlyHome} />
          <Route path="/dashboard" component={ElderlyHome} />
          <Route path="/chat" component={ChatPage} />
          <Route path="/reminders" component={RemindersPage} />
          <Route path="/memory-exercises" component={MemoryPage} />
          <Route path="/messages" component={MessagesPage} />
          <Route path="/additional-info">
            <AdditionalInfo backHref="/dashboard" isLarge />
          </Route>
          <Route>
            <Redirect to="/dashboard" replace />
          </Route>
        </Switch>
      </Suspense>
      <HelpBar />
      {/* Each on its own: one still loading does not hold back the others. */}
      <Suspense fallback={null}>
        <ReminderTakeover />
      </Suspense>
      <Suspense fallback={null}>
        <CheckInTakeover />
      </Suspense>
      <Suspense fallback={null}>
        <NoticeTakeover />
      </Suspense>
    </div>
  );
}
