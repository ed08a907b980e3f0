import { ShieldCheck } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";

const loadDialog = () => import("./privacy-dialog");
const PrivacyDialog = lazy(loadDialog);

export const PRIVACY_TITLE = "Ajustes de Privacidad";

/** Opens 'Ajustes de Privacidad'; the dialog (and Radix) loads on first use to keep home light. */
export function PrivacySettings({ userId }: { userId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const preload = () => {
    void loadDialog();
  };
  return (
    <>
      <Button
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
          <PrivacyDialog userId={userId} isOpen={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
