import { isKnownRole, ROLE_LABELS } from "@shared/domain/client-storage";
import { House } from "lucide-react";
import { Link } from "wouter";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { LogoutButton } from "./logout-button";
import { buttonClasses } from "./ui/button";

/** Top bar of the elderly and family shells: name, role in Spanish, home and logout. */
export function TopNav({ isLarge = false }: { isLarge?: boolean }) {
  const { user } = useAuth();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const roleLabel = user && isKnownRole(user.role) ? ROLE_LABELS[user.role] : "";
  const size = isLarge ? "xl" : "default";
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label="Navegación principal"
        className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 py-3 pr-24 pl-4"
      >
        <Link href="/dashboard" className={cn(buttonClasses("ghost", size), "px-3")}>
          <House aria-hidden="true" className={isLarge ? "h-7 w-7" : "h-5 w-5"} />
          Inicio
        </Link>
        <p className={cn("mr-auto leading-tight", isLarge ? "text-xl" : "text-base")}>
          <span className="block font-semibold text-slate-900">{name}</span>
          <span className="block text-slate-700">{roleLabel}</span>
        </p>
        <LogoutButton isLarge={isLarge} />
      </nav>
    </header>
  );
}
