import { Bell, CloudSun, KeyRound, LayoutDashboard, LogOut, Mail, Megaphone, Timer, UserCog, UserPlus } from "lucide-react";
import { Sidebar, SidebarAction, SidebarLink } from "@/components/ui/sidebar";
import { useSidebar } from "@/components/ui/sidebar-context";
import { SidebarAlertCount } from "@/features/professional/alert-announcer/sidebar-alert-count";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";

const LINKS = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/professional/create-user", label: "Crear Usuario", icon: UserPlus },
  { href: "/professional/reminders", label: "Recordatorios", icon: Bell },
  { href: "/professional/notices", label: "Enviar aviso", icon: Megaphone },
  { href: "/professional/passwords", label: "Gestión PINs", icon: KeyRound },
  { href: "/professional/on-call", label: "Correos de guardia", icon: Mail },
  { href: "/professional/service", label: "Servicio y objetivos", icon: Timer },
  { href: "/professional/low-mood", label: "Ánimo bajo", icon: CloudSun },
  { href: "/professional/account", label: "Mi cuenta", icon: UserCog },
];

/** docs/behaviour/02-screens.md: name, 'Panel Profesional', five links and 'Cerrar Sesión'. */
export function ProfessionalSidebar() {
  const { user, logout } = useAuth();
  const { isCollapsed } = useSidebar();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const initials = `${user?.firstName?.[0] ?? ""}${user?.lastName?.[0] ?? ""}`.toUpperCase();
  return (
    <Sidebar label="Menú profesional">
      <div className={cn("flex items-center gap-3 pb-3", isCollapsed ? "justify-center" : "px-1")}>
        <span
          aria-hidden="true"
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
        >
          {initials || "P"}
        </span>
        <p className={cn("leading-tight", isCollapsed && "sr-only")}>
          <span className="block font-semibold text-slate-900">{name}</span>
          <span className="block text-sm text-slate-700">Panel Profesional</span>
        </p>
      </div>
      <ul className="flex flex-col gap-1">
        {LINKS.map((link) => (
          <li key={link.href}>
            <SidebarLink {...link} />
          </li>
        ))}
      </ul>
      <SidebarAlertCount />
      <div className="mt-auto border-t border-slate-200 pt-3">
        <SidebarAction label="Cerrar Sesión" icon={LogOut} onClick={() => void logout()} />
      </div>
    </Sidebar>
  );
}
