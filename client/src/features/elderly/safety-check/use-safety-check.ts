import { safetyCheckEndpoints } from "@shared/api/routes";
import type { OpenSafetyCheck } from "@shared/api/safety-checks";
import { HELP_SENT_TEXT, HELP_SENT_TITLE, helpReply } from "@shared/domain/help-reply";
import type { SafetyCheckAnswer } from "@shared/domain/safety-check";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { latestHelpKey } from "../home/help-request-status";

export const openSafetyCheckKey = (userId: string) =>
  queryKeyOf(safetyCheckEndpoints.openSafetyCheck, { userId });

/** The person's unanswered '¿Está bien?', from the server: it stays on screen across reloads until answered. */
export function useOpenSafetyCheck(userId: string) {
  return useQuery<OpenSafetyCheck>({ queryKey: openSafetyCheckKey(userId), enabled: !!userId });
}

/** Keeps a question the assistant has just asked as the open one, without waiting for a reload. */
export function useRememberSafetyCheck(userId: string) {
  const queryClient = useQueryClient();
  return (check: { id: string; question: string; category: string }) =>
    queryClient.setQueryData<OpenSafetyCheck>(openSafetyCheckKey(userId), (current) =>
      current?.id === check.id ? { ...current, ...check } : { ...check, createdAt: new Date().toISOString() },
    );
}

/**
 * Sends the answer. 'Sí, necesito ayuda' is a help request: the person is told who answers now, as after the help
 * button, and the home screen shows its progress. Offline it fails at once and says how else to get help.
 */
export function useAnswerSafetyCheck(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; answer: SafetyCheckAnswer }) =>
      callEndpoint(safetyCheckEndpoints.answerSafetyCheck, {
        params: { id: input.id },
        body: { userId, answer: input.answer },
      }),
    networkMode: "always",
    onSuccess: (answered) => {
      queryClient.setQueryData<OpenSafetyCheck>(openSafetyCheckKey(userId), (current) =>
        current?.id === answered.id ? null : current,
      );
      if (answered.answer === "help") {
        const reply = answered.service ? helpReply(answered.service) : { title: HELP_SENT_TITLE, text: HELP_SENT_TEXT };
        toast({ title: reply.title, description: reply.text });
        void queryClient.invalidateQueries({ queryKey: latestHelpKey(userId) });
      } else {
        toast({ title: "Gracias por responder", description: "Nos alegra que esté bien." });
      }
    },
    onError: () =>
      toast({
        title: "No se pudo enviar la respuesta",
        description: "Inténtelo de nuevo. Si necesita ayuda, pulse «Ayuda profesional» o llame al 112.",
        variant: "destructive",
      }),
  });
}
