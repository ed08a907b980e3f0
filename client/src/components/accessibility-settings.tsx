import { Settings } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useAuth } from "@/lib/auth";

const loadDialog = () => import("./accessibility-dialog");
const AccessibilityDialog = lazy(loadDialog);

const ACCESSIBILITY_TITLE = "Configuración de Accesibilidad";

/** Fixed gear button (top right, every screen); the dialog and its Select load on first use. */
export function AccessibilitySettings() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  // The gear is not a Radix trigger (the dialog loads lazily), so focus is returned to it by hand.
  const gearRef = useRef<HTMLButtonElement>(null);
  // An older person gets the dialog with 64 px targets, like the rest of their screens.
  const isLarge = useAuth().user?.role === "elderly";
  const preload = () => {
    void loadDialog();
  };
  return (
    <aside aria-label="Accesibilidad" className="fixed top-2 right-2 z-40">
      <button
        ref={gearRef}
        type="button"
        aria-label={ACCESSIBILITY_TITLE}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        className="inline-flex size-target items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-800 shadow-md hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Settings aria-hidden="true" className="h-8 w-8" />
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <AccessibilityDialog
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            returnFocusTo={gearRef}
            isLarge={isLarge}
            hasTimeLimitChoice={isLarge}
          />
        </Suspense>
      ) : null}
    </aside>
  );
}
