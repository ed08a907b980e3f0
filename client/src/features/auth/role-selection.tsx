import { ChevronRight, type LucideIcon, Stethoscope, UserRound, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { readStoredMunicipality } from "@/lib/municipality";
import { AuthLayout } from "./auth-layout";
import { MunicipalityNotice } from "./municipality-notice";

type RoleOption = { href: string; title: string; detail: string; icon: LucideIcon };

const OPTIONS: RoleOption[] = [
  { href: "/elderly-name", title: "Persona mayor", detail: "Acceso con PIN", icon: UserRound },
  { href: "/family-login", title: "Familiar", detail: "Acceso con usuario y contraseña", icon: Users },
  { href: "/professional-login", title: "Profesional", detail: "Acceso profesional", icon: Stethoscope },
];

/** "/select-user-type": who is using the app. */
export function RoleSelection() {
  const [municipality] = useState(readStoredMunicipality);
  return (
    <AuthLayout title="Quién eres?" subtitle="Elija cómo quiere entrar." backHref="/">
      <MunicipalityNotice municipality={municipality} />
      <ul className="grid gap-4">
        {OPTIONS.map(({ href, title, detail, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex min-h-24 items-center gap-3 rounded-2xl border-2 border-slate-300 bg-white p-4 sm:gap-5 sm:p-5 shadow-sm hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Icon aria-hidden="true" className="h-10 w-10 shrink-0 text-brand-700" />
              <span className="flex min-w-0 flex-col [overflow-wrap:anywhere] hyphens-auto">
                <span className="text-2xl font-semibold text-slate-900">{title}</span>
                <span className="text-lg text-slate-700">{detail}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="ml-auto hidden h-8 w-8 shrink-0 text-slate-600 sm:block"
              />
            </Link>
          </li>
        ))}
      </ul>
    </AuthLayout>
  );
}
