import { Lock, MessageCircle } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { NoticeCard } from "./notice-card";

/**
 * docs/behaviour/04-states.md and 06-roles-and-access.md: without family consent only this screen and the way to write
 * are shown.
 */
export function PrivateInfo({ firstName }: { firstName: string }) {
  return (
    <NoticeCard icon={Lock} title="Información privada">
      <p className="text-lg text-slate-800">
        {firstName} decide qué información puede ver su familia. Por ahora ha elegido no compartir su
        actividad, sus recordatorios ni su cumplimiento.
      </p>
      <p className="text-lg text-slate-800">
        Si cambia de opinión, podrá activarlo en sus ajustes de privacidad. Mientras tanto, puede seguir
        enviándole mensajes.
      </p>
      <Link href="/messages" className={buttonClasses("primary", "lg")}>
        <MessageCircle aria-hidden="true" className="h-5 w-5" />
        Enviar Mensaje
      </Link>
    </NoticeCard>
  );
}
