import { type ReactNode, useState } from "react";
import { cn } from "@/lib/cn";
import { readStoredMunicipality } from "@/lib/municipality";
import { AuthLayout } from "./auth-layout";
import { LoginForm, type PortalRole } from "./login-form";
import { MunicipalityNotice } from "./municipality-notice";
import { RegisterForm } from "./register-form";

type Mode = "login" | "register";

const toggleClasses =
  "min-h-12 rounded-lg px-4 text-lg font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** Family and professional portals: login / registration toggle. */
export function PasswordPortal({
  portal,
  title,
  subtitle,
  renderLoginExtra,
}: {
  portal: PortalRole;
  title: string;
  subtitle: string;
  /** Another way in, under the login form (staff: the municipality's own account). */
  renderLoginExtra?: (municipality: ReturnType<typeof readStoredMunicipality>) => ReactNode;
}) {
  const [mode, setMode] = useState<Mode>("login");
  const [municipality] = useState(readStoredMunicipality);
  const [knownUsername, setKnownUsername] = useState("");
  const headingId = `${portal}-form-heading`;

  const toggle = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={cn(
        toggleClasses,
        mode === value ? "bg-brand-700 text-white" : "bg-transparent text-brand-800 hover:bg-brand-50",
      )}
    >
      {label}
    </button>
  );

  return (
    <AuthLayout title={title} subtitle={subtitle} backHref="/select-user-type">
      <MunicipalityNotice municipality={municipality} />
      <fieldset className="grid grid-cols-1 gap-1 rounded-xl border-2 border-brand-700 bg-white p-1 min-[26rem]:grid-cols-2">
        <legend className="sr-only">Elegir entre iniciar sesión o registrarse</legend>
        {toggle("login", "Iniciar sesión")}
        {toggle("register", "Registrarse")}
      </fieldset>
      <section
        aria-labelledby={headingId}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id={headingId} className="mb-5 text-2xl font-semibold text-slate-900">
          {mode === "login" ? "Iniciar sesión" : "Crear una cuenta"}
        </h2>
        {mode === "login" ? (
          <>
            <LoginForm
              key={knownUsername}
              portal={portal}
              municipality={municipality}
              initialUsername={knownUsername}
            />
            {renderLoginExtra?.(municipality)}
          </>
        ) : (
          <RegisterForm
            portal={portal}
            municipality={municipality}
            onPendingApproval={(username) => {
              setKnownUsername(username);
              setMode("login");
            }}
          />
        )}
      </section>
    </AuthLayout>
  );
}
