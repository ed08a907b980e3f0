import { Bell, Brain, type LucideIcon, Mail, MessageCircle } from "lucide-react";
import { Link } from "wouter";
import { Footer } from "@/components/footer";
import { useAuth } from "@/lib/auth";

type Tile = { href: string; label: string; icon: LucideIcon };

const TILES: Tile[] = [
  { href: "/chat", label: "Hablar con Asistente", icon: MessageCircle },
  { href: "/memory-exercises", label: "Ejercicios Memoria", icon: Brain },
  { href: "/reminders", label: "Recordatorios", icon: Bell },
  { href: "/messages", label: "Mensajes Familia", icon: Mail },
];

/** Elderly home (first version): greeting and the big buttons to each section. */
export function ElderlyHome() {
  const { user } = useAuth();
  return (
    <>
      <main className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8">
        <h1 className="text-4xl font-bold text-slate-900">Hola, {user?.firstName ?? ""}</h1>
        <p className="text-2xl text-slate-900">¿Qué le apetece hacer hoy?</p>
        <ul className="grid gap-5 sm:grid-cols-2">
          {TILES.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex min-h-32 flex-col items-center justify-center gap-3 rounded-3xl border-2 border-brand-700 bg-white p-6 text-center text-2xl font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <Icon aria-hidden="true" className="h-12 w-12" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </main>
      <Footer />
    </>
  );
}
