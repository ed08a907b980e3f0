import { AlertTriangle } from "lucide-react";
import { useSidebar } from "@/components/ui/sidebar-context";
import { cn } from "@/lib/cn";
import { useProfessional } from "../common/use-professional";
import { useAlerts } from "../dashboard/alerts/use-alerts";

/** The pending alert count in the sidebar, on every page (same polled list as the dashboard). */
export function SidebarAlertCount() {
  const { id } = useProfessional();
  const { isCollapsed } = useSidebar();
  const count = useAlerts(id).data?.length ?? 0;
  if (count === 0) return null;
  const label = count === 1 ? "1 alerta pendiente" : `${count} alertas pendientes`;
  return (
    <p
      className={cn(
        "mt-2 flex items-center gap-2 rounded-xl bg-red-50 px-3 py-2 font-semibold text-red-900",
        isCollapsed && "justify-center px-0",
      )}
    >
      <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span className={cn(isCollapsed && "sr-only")}>{label}</span>
      <span aria-hidden="true" className={cn(!isCollapsed && "hidden")}>
        {count}
      </span>
    </p>
  );
}
