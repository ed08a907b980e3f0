import { CheckCircle2, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useElderlyUser } from "../common/use-elderly-user";
import { useHelpAlert } from "../home/use-help-alert";

/** The assistant's offer to call the staff: the same help flow as 'Ayuda profesional', only on tap. */
export function CallStaffOffer() {
  const { userId } = useElderlyUser();
  const { send, isLocked, isSending } = useHelpAlert(userId);
  return (
    <Button
      size="xl"
      variant="secondary"
      className="self-start"
      onClick={send}
      aria-disabled={isLocked || isSending || !userId}
      aria-busy={isSending}
    >
      {isLocked ? <CheckCircle2 aria-hidden="true" className="h-7 w-7" /> : <Phone aria-hidden="true" className="h-7 w-7" />}
      {isLocked ? "Personal avisado" : isSending ? "Enviando aviso..." : "Avisar al personal"}
    </Button>
  );
}
