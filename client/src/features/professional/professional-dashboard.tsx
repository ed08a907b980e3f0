import { useAuth } from "@/lib/auth";

/** Professional dashboard (first version): title and who is signed in. */
export function ProfessionalDashboard() {
  const { user } = useAuth();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  return (
    <main className="flex w-full max-w-6xl flex-col gap-4 px-6 py-8">
      <h1 className="text-3xl font-bold text-slate-900">Panel Municipal - Supervisión</h1>
      <p className="text-lg text-slate-800">Profesional: {name}</p>
      <p className="text-base text-slate-700">
        La gestión de usuarios, las alertas y las métricas se mostrarán aquí en próximas versiones. Use el
        menú lateral para ir a cada sección.
      </p>
    </main>
  );
}
