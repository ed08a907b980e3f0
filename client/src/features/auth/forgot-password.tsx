import { useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";

/** The forgot-password link explains whom to contact (docs/behaviour/02-screens.md): passwords are reset by staff. */
export function ForgotPassword() {
  const [isOpen, setIsOpen] = useState(false);
  const noteId = useId();
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={noteId}
        onClick={() => setIsOpen((value) => !value)}
        className={buttonClasses("link", "default")}
      >
        ¿Olvidó su contraseña?
      </button>
      <p id={noteId} hidden={!isOpen} className="rounded-lg bg-brand-50 p-3 text-base text-slate-900">
        Contacte con su centro de servicios sociales
      </p>
    </div>
  );
}
