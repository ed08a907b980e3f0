import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { VerifyForm } from "./verify-form";

export const SECOND_STEP_TITLE = "Verificación en dos pasos";

/** The second step of a sign-in: the password was right, now a passkey, an app code or a recovery code. */
export function SecondStepScreen() {
  const { logout, completeSecondFactor } = useAuth();
  useEffect(() => {
    document.title = `${SECOND_STEP_TITLE} — Acompaña`;
  }, []);
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{SECOND_STEP_TITLE}</h1>
      <p className="text-lg text-slate-800">
        Su contraseña es correcta. Para terminar de entrar, use su llave de acceso o escriba el código de su
        aplicación de autenticación.
      </p>
      <section aria-label="Métodos de verificación" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <VerifyForm onVerified={(answer) => completeSecondFactor(answer.user)} />
      </section>
      <Button variant="ghost" className="self-start" onClick={() => void logout()}>
        Cancelar
      </Button>
    </main>
  );
}
