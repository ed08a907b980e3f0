import { Save } from "lucide-react";
import { useRef } from "react";
import { BackLink } from "@/components/back-link";
import { Button } from "@/components/ui/button";
import { useElderlyUser } from "../common/use-elderly-user";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import { QuickPhrases } from "./quick-phrases";
import { useChat } from "./use-chat";
import { useFollowConversation } from "./use-follow-conversation";
import { useSaveSession } from "./use-save-session";

/** docs/behaviour/02-screens.md: back, 'Guardar Sesión', conversation (read aloud), quick phrases, text box. */
export function ChatPage() {
  const { userId, firstName, formOfAddress } = useElderlyUser();
  const { turns, send, isSending } = useChat(userId, firstName, formOfAddress);
  const session = useSaveSession(userId, turns);
  const boxRef = useRef<HTMLDivElement>(null);
  const composerRef = useRef<HTMLDivElement>(null);
  useFollowConversation(boxRef, composerRef, `${turns.length}:${isSending}`);

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 pt-8 lg:max-w-6xl lg:pb-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <BackLink href="/dashboard" label="Volver al inicio" isLarge />
        <Button size="xl" onClick={session.save} disabled={!session.canSave || isSending}>
          <Save aria-hidden="true" className="h-7 w-7" />
          Guardar Sesión
        </Button>
      </div>
      <h1 className="text-4xl font-bold text-slate-900">Hablar con Asistente</h1>
      {/* The conversation comes first, for the eye and in reading order. Narrow screens: conversation,
          phrases, composer (stuck to the bottom when the window is tall enough). From 1024 px:
          conversation on the left, phrases and composer in a column that stays in view. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <ChatMessageList ref={boxRef} turns={turns} isSending={isSending} />
        </div>
        <div className="contents lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:flex lg:max-h-[calc(100vh-7rem-var(--help-bar-height,0px))] lg:flex-col lg:gap-6 lg:overflow-y-auto lg:p-1">
          <QuickPhrases isDisabled={isSending} onPick={(phrase) => void send(phrase)} />
          <ChatComposer ref={composerRef} isSending={isSending} onSend={send} />
        </div>
      </div>
    </main>
  );
}
