import { chatEndpoints } from "@shared/api/routes";
import type { SaveChatRequest } from "@shared/api/chat";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { logFailure } from "../common/log-failure";
import type { ChatTurn } from "./use-chat";

const MAX_MINUTES = 24 * 60;

/**
 * 'Guardar Sesión' (docs/behaviour/07-api.md): POST /api/chat with the messages as JSON text and the minutes since
 * the chat opened; the server labels topics, emotional state and summary with the assistant's own
 * understanding. Possible once the person has written something; after a save, only what follows is
 * saved next time (no session is counted twice).
 */
export function useSaveSession(userId: string, turns: readonly ChatTurn[]) {
  // When the chat opened (set after mount: reading the clock during render is impure).
  const startedAtRef = useRef(0);
  useEffect(() => {
    startedAtRef.current = Date.now();
  }, []);
  const [savedUpTo, setSavedUpTo] = useState(0);
  const unsaved = turns.slice(savedUpTo).map(({ role, content }) => ({ role, content }));
  const hasUserMessage = unsaved.some((turn) => turn.role === "user");

  const savingRef = useRef<{ upTo: number; at: number } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: SaveChatRequest) => callEndpoint(chatEndpoints.save, { body }),
    onSuccess: () => {
      const saved = savingRef.current;
      if (saved) {
        startedAtRef.current = saved.at;
        setSavedUpTo(saved.upTo);
      }
      toast({ title: "Sesión guardada" });
    },
    // docs/behaviour/08-errors.md: a save failure is only logged.
    onError: (error) => logFailure("No se pudo guardar la sesión de chat", error),
  });

  const save = () => {
    if (!userId || !hasUserMessage || mutation.isPending) return;
    const now = Date.now();
    const minutes = Math.round((now - startedAtRef.current) / 60_000);
    savingRef.current = { upTo: turns.length, at: now };
    mutation.mutate({
      userId,
      messages: JSON.stringify(unsaved),
      duration: Math.min(MAX_MINUTES, Math.max(0, minutes)),
    });
  };

  return { save, canSave: !!userId && hasUserMessage && !mutation.isPending, isSaving: mutation.isPending };
}
