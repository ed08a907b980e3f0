import { messageEndpoints } from "@shared/api/routes";
import type { FamilyMessage } from "@shared/api/family-messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";
import { elderlyKeys } from "../common/elderly-keys";

type SendInput = { toUserId: string; content: string };

/** POST /api/messages; a sent message goes to the top of the list (through `onSent`). */
export function useSendMessage(userId: string, onSent: (message: FamilyMessage) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => callEndpoint(messageEndpoints.send, { body: input }),
    onSuccess: (message) => {
      onSent(message);
      toast({ title: "Mensaje enviado", description: `Su mensaje ha llegado a ${message.toName}.` });
      return queryClient.invalidateQueries({ queryKey: elderlyKeys.unreadCount(userId) });
    },
    onError: (error) =>
      toast({
        title: "No se pudo enviar el mensaje",
        description: getErrorMessage(error, "Inténtelo de nuevo dentro de un momento."),
        variant: "destructive",
      }),
  });
}
