import { Spinner } from "@/components/spinner";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";

/** docs/behaviour/02-screens.md: a stored user without a known role is not admitted. */
export function VerifyingAccess() {
  const { logout } = useAuth();
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Verificando acceso...</h1>
      <Spinner label="No se ha podido confirmar el tipo de cuenta." />
      <Button variant="secondary" size="lg" onClick={() => void logout()}>
        Volver al inicio
      </Button>
    </main>
  );
}
