import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { CopyButton } from "./copy-button";

type SecretPanelProps = {
  /** e.g. 'PIN de acceso' or 'Contraseña temporal'. */
  label: string;
  value: string;
  /** Who it belongs to, shown above the value. */
  owner: string;
  children?: ReactNode;
};

/** A PIN or temporary password shown once: large, copyable, with the warning that it will not be shown again. */
export function SecretPanel({ label, value, owner, children }: SecretPanelProps) {
  return (
    <section
      aria-label={`${label} de ${owner}`}
      className="flex flex-col gap-4 rounded-2xl border-2 border-brand-700 bg-brand-50 p-5"
    >
      <p className="text-lg text-slate-900">
        {label} de <strong>{owner}</strong>:
      </p>
      <p
        data-testid="secret-value"
        className="font-mono text-4xl font-bold tracking-[0.3em] break-all text-slate-900"
      >
        {value}
      </p>
      <CopyButton value={value} label={`Copiar ${label.toLowerCase()}`} />
      <p className="flex items-start gap-2 rounded-xl border-2 border-amber-600 bg-amber-50 p-3 text-base font-semibold text-amber-950">
        <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        Anótelo y entrégueselo a la persona ahora: por seguridad no se volverá a mostrar.
      </p>
      {children}
    </section>
  );
}
