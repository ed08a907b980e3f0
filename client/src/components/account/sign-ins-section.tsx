import { secondFactorEndpoints } from "@shared/api/routes";
import type { SignInEventView } from "@shared/api/second-factor";
import type { SignInMethod, SignInOutcome } from "@shared/domain/second-factor";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { when } from "./factor-list";

const METHOD: Record<SignInMethod, string> = {
  password: "Contraseña",
  totp: "Código de la aplicación",
  passkey: "Llave de acceso",
  recovery: "Código de recuperación",
  oidc: "Inicio de sesión del ayuntamiento",
  pin: "PIN",
};

const OUTCOME: Record<SignInOutcome, { label: string; className: string }> = {
  success: { label: "Correcto", className: "text-green-900" },
  pending: { label: "Pendiente del segundo paso", className: "text-amber-900" },
  failure: { label: "Fallido", className: "text-red-900" },
  locked: { label: "Bloqueado", className: "text-red-900" },
};

function SignInRow({ item, timezone }: { item: SignInEventView; timezone?: string }) {
  const outcome = OUTCOME[item.outcome];
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-lg font-semibold text-slate-900">
        {when(item.at, timezone)} · <span className={outcome.className}>{outcome.label}</span>
        {item.isNewDevice ? " " : null}
        {item.isNewDevice ? (
          <span className="ml-2 rounded-full bg-amber-100 px-3 py-0.5 text-base font-semibold text-amber-900">
            Dispositivo nuevo
          </span>
        ) : null}
      </p>
      <p className="text-base break-words text-slate-700">
        {item.device} · Dirección {item.ip} · {METHOD[item.method]}
      </p>
    </li>
  );
}

/** 'Mis accesos': one's recent sign-ins, so a stranger's attempt is noticed. */
export function SignInsSection({ timezone }: { timezone?: string }) {
  const list = useQuery({
    queryKey: queryKeyOf(secondFactorEndpoints.signIns),
    queryFn: () => callEndpoint(secondFactorEndpoints.signIns, {}),
  });
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="sign-ins-heading" className="flex flex-col gap-4">
      <h2 id="sign-ins-heading" className="text-2xl font-semibold text-slate-900">
        Mis accesos
      </h2>
      <p className="text-base text-slate-700">
        Los últimos intentos de entrar en su cuenta. Si ve alguno que no reconoce, cambie su contraseña.
      </p>
      {list.isPending ? <p role="status">Cargando accesos...</p> : null}
      {list.isError ? <p role="alert">No se pudieron cargar los accesos.</p> : null}
      {list.isSuccess && items.length === 0 ? <p className="text-base text-slate-700">Todavía no hay accesos.</p> : null}
      <ul aria-labelledby="sign-ins-heading" className="flex flex-col gap-3">
        {items.map((item) => (
          <SignInRow key={`${item.at}-${item.ip}-${item.outcome}`} item={item} timezone={timezone} />
        ))}
      </ul>
    </section>
  );
}
