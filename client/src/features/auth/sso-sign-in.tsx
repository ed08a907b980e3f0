import { oidcEndpoints } from "@shared/api/routes";
import type { SsoProvider } from "@shared/api/oidc";
import { isSsoErrorCode, SSO_ERROR_MESSAGES } from "@shared/api/oidc-texts";
import { useQuery } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { useSearch } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { queryKeyOf } from "@/lib/endpoint-client";
import type { StoredMunicipality } from "@/lib/municipality";

const LABEL = "Entrar con la cuenta del ayuntamiento";

/**
 * Single sign-on on the staff login page (docs/decisions/0012-single-sign-on.md): a link per municipality offering
 * it (only the chosen one when it does), and why the last attempt was refused (`?sso_error=`).
 */
export function SsoSignIn({ municipality }: { municipality: StoredMunicipality | null }) {
  const error = new URLSearchParams(useSearch()).get("sso_error");
  const { data } = useQuery<{ items: SsoProvider[] }>({ queryKey: queryKeyOf(oidcEndpoints.providers) });
  const offered = data?.items ?? [];
  const own = offered.filter((p) => p.municipalityId === municipality?.id);
  const shown = own.length > 0 ? own : offered;
  const message = isSsoErrorCode(error) ? SSO_ERROR_MESSAGES[error] : null;
  if (!message && shown.length === 0) return null;

  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-6">
      {message ? (
        <p role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-lg text-red-950">
          {message}
        </p>
      ) : null}
      {shown.map((provider) => (
        <a
          key={provider.municipalityId}
          // A full navigation: the server answers with a redirect to the municipality's identity provider.
          href={oidcEndpoints.start.path.replace(":municipalityId", provider.municipalityId)}
          className={cn(buttonClasses("secondary", "lg"), "w-full text-center")}
        >
          <Building2 aria-hidden="true" className="size-6 shrink-0" />
          {shown.length > 1 ? `${LABEL} (${provider.name})` : LABEL}
        </a>
      ))}
    </div>
  );
}
