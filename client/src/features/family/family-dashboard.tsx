import { Link } from "wouter";
import { Footer } from "@/components/footer";
import { buttonClasses } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";

/** Family dashboard (first version): title and the ways to the other sections. */
export function FamilyDashboard() {
  const { user } = useAuth();
  return (
    <>
      <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
        <h1 className="text-3xl font-bold text-slate-900">Panel Familiar</h1>
        <p className="text-lg text-slate-800">
          Hola, {user?.firstName ?? ""}. Aquí verá la actividad de su familiar, si la persona lo permite.
        </p>
        <ul className="flex flex-wrap gap-3">
          <li>
            <Link href="/reminders" className={buttonClasses("primary", "lg")}>
              Gestión de Recordatorios
            </Link>
          </li>
          <li>
            <Link href="/messages" className={buttonClasses("secondary", "lg")}>
              Mensajes
            </Link>
          </li>
        </ul>
      </main>
      <Footer />
    </>
  );
}
