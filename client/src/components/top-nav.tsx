import { isKnownRole, ROLE_LABELS } from "@shared/domain/client-storage";
import { House, UserCog } from "lucide-react";
import { Link } from "wouter";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { LogoutButton } from "./logout-button";
import { buttonClasses } from "./ui/button";

/** Top bar of the elderly and family shells: name, role in Spanish, home, 'Mi cuenta' (family) and logout. */
export function TopNav({ isLarge = false }: { isLarge?: boolean }) {
  const { user } = useAuth();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const roleLabel = user && isKnownRole(user.role) ? ROLE_LABELS[user.role] : "";
  const size = isLarge ? "xl" : "default";
  const hasAccount = user?.role === "family";
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label="Navegación principal"
        className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1 py-2 pr-20 pl-4 sm:gap-3 sm:py-3 sm:pr-24"
      >
        {/* Phones: 'Inicio' and 'Cerrar Sesión' on the first row, name and role on one line below (with the
            'Mi cuenta' icon of family at its end), so the header stays about 120 px high. From 640 px: one row,
            name in the middle. */}
        <Link href="/dashboard" className={cn(buttonClasses("ghost", size), "px-3!")}>
          <House aria-hidden="true" className={isLarge ? "h-7 w-7" : "h-5 w-5"} />
          Inicio
        </Link>
        <p
          className={cn(
            "order-3 leading-tight sm:order-2 sm:mr-auto sm:basis-auto",
            hasAccount ? "basis-[calc(100%-4rem)]" : "basis-full",
            isLarge ? "text-xl" : "text-base",
          )}
        >
          <span className="font-semibold text-slate-900 sm:block">{name}</span>{" "}
          <span className="text-slate-700 sm:block">
            <span aria-hidden="true" className="sm:hidden">
              ·{" "}
            </span>
            {roleLabel}
          </span>
        </p>
        {hasAccount ? (
          // An icon on a phone (its name stays 'Mi cuenta'), the words from 640 px.
          <Link href="/account" className={cn(buttonClasses("ghost", size), "order-4 px-3! sm:order-3")}>
            <UserCog aria-hidden="true" className="h-5 w-5" />
            <span className="max-sm:sr-only">Mi cuenta</span>
          </Link>
        ) : null}
        <div className="order-2 ml-auto sm:order-4 sm:ml-0">
          <LogoutButton isLarge={isLarge} />
        </div>
      </nav>
    </header>
  );
}
