import { ShieldCheck } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { PRIVACY_TITLE } from "./privacy-title";

const loadDialog = () => import("./privacy-dialog");
const PrivacyDialog = lazy(loadDialog);

/** Opens 'Ajustes de Privacidad'; the dialog (and Radix) loads on first use to keep home light. */
export function PrivacySettings({ userId }: { userId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  // The button is not a Radix trigger (the dialog loads lazily): focus is handed back to it by hand.
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void loadDialog();
  };
  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        size="xl"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <ShieldCheck aria-hidden="true" className="h-8 w-8" />
        {PRIVACY_TITLE}
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <PrivacyDialog userId={userId} isOpen={isOpen} onOpenChange={setIsOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
