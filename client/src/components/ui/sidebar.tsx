import { PanelLeft } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { Dialog, SheetContent } from "./dialog";
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE, useSidebar } from "./sidebar-context";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

/** Left navigation: 16rem, 3rem with icons only when collapsed, an 18rem sheet below 768 px. */
export function Sidebar({ label, children }: { label: string; children: ReactNode }) {
  const { isMobile, isOpen, isOpenMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Dialog open={isOpenMobile} onOpenChange={setOpenMobile}>
        <SheetContent title={label} style={{ width: SIDEBAR_WIDTH_MOBILE }}>
          <nav aria-label={label} className="flex h-full flex-col gap-2 overflow-y-auto p-3 pt-14">
            {children}
          </nav>
        </SheetContent>
      </Dialog>
    );
  }
  return (
    <div
      data-state={isOpen ? "expanded" : "collapsed"}
      className="sticky top-0 h-screen shrink-0 overflow-x-hidden overflow-y-auto border-r border-slate-200 bg-white transition-[width] duration-200"
      style={{ width: isOpen ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
    >
      <nav aria-label={label} className={cn("flex h-full flex-col gap-2 py-3", isOpen ? "px-3" : "px-0.5")}>
        {children}
      </nav>
    </div>
  );
}

/** Visible button that shows or hides the sidebar (same as Ctrl/Cmd + b). */
export function SidebarTrigger({ className }: { className?: string }) {
  const { isMobile, isOpen, isOpenMobile, toggleSidebar } = useSidebar();
  const isExpanded = isMobile ? isOpenMobile : isOpen;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={isExpanded ? "Ocultar menú lateral" : "Mostrar menú lateral"}
      aria-expanded={isExpanded}
      aria-keyshortcuts="Control+B Meta+B"
      onClick={toggleSidebar}
      className={className}
    >
      <PanelLeft aria-hidden="true" className="h-6 w-6" />
    </Button>
  );
}

const itemClasses =
  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-700";

/** Label shown beside the icon, or only to screen readers (plus a tooltip) when collapsed. */
function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  const { isCollapsed } = useSidebar();
  if (!isCollapsed) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

type ItemProps = { label: string; icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }> };

export function SidebarLink({ href, label, icon: Icon }: ItemProps & { href: string }) {
  const [location] = useLocation();
  const { isCollapsed, isMobile, setOpenMobile } = useSidebar();
  const isActive = location === href;
  return (
    <WithTooltip label={label}>
      <Link
        href={href}
        aria-current={isActive ? "page" : undefined}
        onClick={() => isMobile && setOpenMobile(false)}
        className={cn(
          itemClasses,
          isCollapsed && "justify-center px-0",
          isActive && "bg-brand-100 text-brand-800",
        )}
      >
        <Icon aria-hidden={true} className="h-5 w-5 shrink-0" />
        <span className={isCollapsed ? "sr-only" : undefined}>{label}</span>
      </Link>
    </WithTooltip>
  );
}

export function SidebarAction({ label, icon: Icon, onClick }: ItemProps & { onClick: () => void }) {
  const { isCollapsed } = useSidebar();
  return (
    <WithTooltip label={label}>
      <button
        type="button"
        onClick={onClick}
        className={cn(itemClasses, isCollapsed && "justify-center px-0")}
      >
        <Icon aria-hidden={true} className="h-5 w-5 shrink-0" />
        <span className={isCollapsed ? "sr-only" : undefined}>{label}</span>
      </button>
    </WithTooltip>
  );
}
