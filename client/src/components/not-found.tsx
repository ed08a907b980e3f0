import { Link } from "wouter";
import { buttonClasses } from "./ui/button";

/** The fallback page for unknown paths (docs/behaviour/02-screens.md). */
export function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-start justify-center gap-6 px-4 py-20">
      <h1 className="text-3xl font-bold text-slate-900">Página no encontrada</h1>
      <p className="text-lg text-slate-800">La dirección que ha abierto no existe en esta aplicación.</p>
      <p lang="en" className="text-base text-slate-700">
        Did you forget to add the page to the router?
      </p>
      <Link href="/" className={buttonClasses("primary", "lg")}>
        Volver al inicio
      </Link>
    </main>
  );
}
