import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { ChangePasswordForm } from "./change-password-form";

export const FORCED_CHANGE_TITLE = "Cree una contraseña nueva";

/**
 * Shown before anything else while the account holds a one-time or temporary password: the server refuses
 * every other request until it is replaced (docs/behaviour/06-roles-and-access.md#credentials-and-lockouts).
 */
export default function ForcedPasswordChange() {
  const { user, logout, completePasswordChange } = useAuth();
  const role = user?.role === "professional" ? "professional" : "family";
  useEffect(() => {
    document.title = `${FORCED_CHANGE_TITLE} — Acompaña`;
  }, []);
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{FORCED_CHANGE_TITLE}</h1>
      <p className="text-lg text-slate-800">
        Ha entrado con una contraseña temporal. Para proteger su cuenta, elija ahora una contraseña que solo usted
        conozca. En «Contraseña actual» escriba la temporal que le dieron.
      </p>
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ChangePasswordForm role={role} submitLabel="Guardar y continuar" onChanged={() => completePasswordChange()} />
      </section>
      <Button variant="ghost" className="self-start" onClick={() => void logout()}>
        Cerrar Sesión
      </Button>
    </main>
  );
}
