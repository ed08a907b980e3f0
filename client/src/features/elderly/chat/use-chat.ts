import { chatEndpoints } from "@shared/api/routes";
import type { ChatAiResponse } from "@shared/api/chat";
import type { ChatMessage } from "@shared/domain/chat-topics";
import type { FormOfAddress } from "@shared/domain/form-of-address";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { readSessionDraft, writeSessionDraft } from "@/lib/session-draft";
import { useRememberSafetyCheck } from "../safety-check/use-safety-check";

/** safetyCheckId: the turn asks '¿Está bien?'; its two answers show while that question is still open. */
export type ChatTurn = ChatMessage & { id: string; offer?: ChatAiResponse["offer"]; safetyCheckId?: string };

/** How many earlier turns go with each question (the API accepts up to 200). */
const HISTORY_LIMIT = 60;

/** The first turn, in the person's form of address (the assistant's replies follow the same record). */
function greetingFor(firstName: string, form: FormOfAddress): string {
  const name = firstName.trim();
  const hello = `¡Hola${name ? `, ${name}` : ""}!`;
  return form === "usted"
    ? `${hello} Soy su asistente. ¿En qué puedo ayudarle hoy?`
    : `${hello} Soy tu asistente. ¿En qué puedo ayudarte hoy?`;
}

let counter = 0;
// Unique across reloads too: restored turns keep their ids.
const nextId = () => {
  counter += 1;
  return `turn-${Date.now().toString(36)}-${counter}`;
};

const draftKey = (userId: string) => `chat:${userId}`;

/** The unsaved conversation of this tab, if a reload interrupted it. */
function restoredTurns(userId: string): ChatTurn[] | null {
  const raw = userId ? readSessionDraft(draftKey(userId)) : null;
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    const turns = parsed.filter(
      (t): t is ChatTurn =>
        typeof t === "object" &&
        t !== null &&
        (t.role === "user" || t.role === "assistant") &&
        typeof t.content === "string" &&
        typeof t.id === "string",
    );
    return turns.length > 0 ? turns : null;
  } catch {
    return null;
  }
}

function healthAlertText(reason: string): string {
  return `${reason.trim().replace(/[.\s]+$/, "")}. El personal ha sido avisado.`;
}

/**
 * The conversation. `send` ignores blank text and anything while a reply is loading; it resolves
 * true when the assistant answered (false: nothing was sent, or it failed and the caller keeps the text).
 */
export function useChat(userId: string, firstName: string, formOfAddress: FormOfAddress = "tu") {
  const [turns, setTurnsState] = useState<ChatTurn[]>(
    () => restoredTurns(userId) ?? [{ id: "greeting", role: "assistant", content: greetingFor(firstName, formOfAddress) }],
  );
  const turnsRef = useRef(turns);
  const rememberSafetyCheck = useRememberSafetyCheck(userId);
  // Back on the chat before the signed-in person was known (an empty id at the first render): the
  // conversation of this tab comes back as soon as they are, instead of being written over.
  useEffect(() => {
    const restored = turnsRef.current.length === 1 && turnsRef.current[0].id === "greeting" ? restoredTurns(userId) : null;
    if (!restored) return;
    turnsRef.current = restored;
    setTurnsState(restored);
  }, [userId]);
  const isSendingRef = useRef(false);
  const mutation = useMutation({
    mutationFn: (body: { userId: string; message: string; messageHistory: ChatMessage[] }) =>
      callEndpoint(chatEndpoints.reply, { body }),
    // Offline, a chat message must not wait silently ('Escribiendo...' for ever, an emergency unread): it
    // fails at once, the person keeps the text and is told why.
    networkMode: "always",
  });
  const { mutateAsync } = mutation;

  const setTurns = useCallback((update: (current: ChatTurn[]) => ChatTurn[]) => {
    turnsRef.current = update(turnsRef.current);
    setTurnsState(turnsRef.current);
    if (userId) writeSessionDraft(draftKey(userId), JSON.stringify(turnsRef.current));
  }, [userId]);

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const message = raw.trim();
      if (!message || !userId || isSendingRef.current) return false;
      isSendingRef.current = true;
      const messageHistory = turnsRef.current
        .slice(-HISTORY_LIMIT)
        .map(({ role, content }) => ({ role, content }));
      const userTurn: ChatTurn = { id: nextId(), role: "user", content: message };
      setTurns((current) => [...current, userTurn]);
      try {
        const reply = await mutateAsync({ userId, message, messageHistory });
        setTurns((current) => [
          ...current,
          {
            id: nextId(),
            role: "assistant",
            content: reply.response,
            ...(reply.offer && { offer: reply.offer }),
            ...(reply.safetyCheck && { safetyCheckId: reply.safetyCheck.id }),
          },
        ]);
        if (reply.safetyCheck) rememberSafetyCheck(reply.safetyCheck);
        if (reply.healthAlert) {
          toast({
            title: "Alerta de Salud",
            description: healthAlertText(reply.healthAlert.reason),
            variant: "destructive",
          });
        }
        return true;
      } catch {
        setTurns((current) => current.filter((turn) => turn.id !== userTurn.id));
        toast(
          navigator.onLine
            ? { title: "No se pudo enviar el mensaje. Intente nuevamente.", variant: "destructive" }
            : {
                title: "Sin conexión",
                description: "Su mensaje no se ha enviado. Si necesita ayuda urgente, llame al 112.",
                variant: "destructive",
              },
        );
        return false;
      } finally {
        isSendingRef.current = false;
      }
    },
    [mutateAsync, rememberSafetyCheck, setTurns, userId],
  );

  return { turns, send, isSending: mutation.isPending };
}
