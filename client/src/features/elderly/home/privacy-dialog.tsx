import type { Consents } from "@shared/api/elderly";
import { useQuery } from "@tanstack/react-query";
import type { RefObject } from "react";
import { Spinner } from "@/components/spinner";
import { Button } from "@/components/ui/button";
import { useHelpAction } from "@/components/help-action";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { elderlyKeys } from "../common/elderly-keys";
import { FamilyCompanions } from "./family-companions";
import { PrivacyForm } from "./privacy-form";
import { PRIVACY_TITLE } from "./privacy-title";

type Props = {
  userId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where the keyboard focus goes back when the dialog closes (WCAG 2.4.3). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * docs/behaviour/02-screens.md and 04-states.md: the two consents, loaded from the server, saved only with 'Guardar'.
 */
export default function PrivacyDialog({ userId, isOpen, onOpenChange, returnFocusTo }: Props) {
  const help = useHelpAction();
  const consents = useQuery<Consents>({
    queryKey: elderlyKeys.consents(userId),
    enabled: isOpen && !!userId,
  });
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel="Cerrar ajustes de privacidad"
        isCloseLarge
        className="scroll-pb-32 grid-cols-1 [overflow-wrap:anywhere] sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogTitle isLarge>{PRIVACY_TITLE}</DialogTitle>
        <DialogDescription className="sm:text-lg">
          Usted decide quién puede ver su información. Los cambios solo se guardan al pulsar 'Guardar'.
        </DialogDescription>
        {consents.data ? (
          <>
            <FamilyCompanions userId={userId} />
            <PrivacyForm userId={userId} initial={consents.data} onSaved={() => onOpenChange(false)} />
          </>
        ) : consents.isError ? (
          <div role="alert" className="flex flex-col items-start gap-4">
            <p className="text-xl text-slate-900">No se pudieron cargar sus preferencias.</p>
            <Button size="xl" onClick={() => void consents.refetch()}>
              Intentar de nuevo
            </Button>
          </div>
        ) : (
          <Spinner label="Cargando sus preferencias..." />
        )}
        {help}
      </DialogContent>
    </Dialog>
  );
}
