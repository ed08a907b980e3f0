import { messageEndpoints } from "@shared/api/routes";
import type { FamilyMessage } from "@shared/api/family-messages";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";

const SEND_FAILED = "No se pudo enviar el mensaje. Intente nuevamente.";

/** POST /api/messages; the caller keeps the typed text until this succeeds. */
export function useSendMessage(onSent: (message: FamilyMessage) => void) {
  return useMutation({
    mutationFn: (input: { toUserId: string; content: string }) =>
      callEndpoint(messageEndpoints.send, { body: input }),
    onSuccess: (message) => {
      onSent(message);
      toast({ title: "Mensaje enviado", description: `Su mensaje ha llegado a ${message.toName}.` });
    },
    onError: (error) => {
      const reason = getErrorMessage(error, "");
      toast({ title: SEND_FAILED, description: reason || undefined, variant: "destructive" });
    },
  });
}
