import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AccessibilitySettings } from "@/components/accessibility-settings";
import { ReauthHost } from "@/components/second-factor/reauth-host";
import { Toaster } from "@/components/ui/toaster";
import { AuthProvider } from "@/lib/auth";
import { queryClient as defaultClient } from "@/lib/query-client";
import { DialogHelp } from "./dialog-help";
import { OfflineOwner } from "./offline-owner";
import { RoleGate } from "./role-gate";
import { RouteFocus } from "./route-focus";

export function AppProviders({
  client = defaultClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

/** The whole SPA. Tests wrap it in a wouter <Router> with a memory location. */
export function App({ client }: { client?: QueryClient }) {
  return (
    <AppProviders client={client}>
      <DialogHelp>
        <AccessibilitySettings />
        <RoleGate />
      </DialogHelp>
      <RouteFocus />
      <OfflineOwner />
      <ReauthHost />
      <Toaster />
    </AppProviders>
  );
}
