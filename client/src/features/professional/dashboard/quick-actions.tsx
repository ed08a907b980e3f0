import { Bell, KeyRound, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";

const ACTIONS = [
  { href: "/professional/create-user", label: "Crear Nuevo Usuario", icon: UserPlus, variant: "primary" },
  { href: "/professional/reminders", label: "Gestionar Recordatorios", icon: Bell, variant: "secondary" },
  { href: "/professional/passwords", label: "Gestionar PINs", icon: KeyRound, variant: "secondary" },
] as const;

/** The three shortcuts of the users tab (they navigate, so they are links styled as buttons). */
export function QuickActions() {
  return (
    <nav aria-label="Acciones rápidas">
      <ul className="flex flex-wrap gap-3">
        {ACTIONS.map(({ href, label, icon: Icon, variant }) => (
          <li key={href}>
            <Link href={href} className={buttonClasses(variant, "lg")}>
              <Icon aria-hidden="true" className="h-5 w-5" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
