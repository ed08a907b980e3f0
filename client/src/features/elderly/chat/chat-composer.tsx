import { CHAT_MESSAGE_MAX } from "@shared/api/messages";
import { Send } from "lucide-react";
import { forwardRef, type KeyboardEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { readSessionDraft, writeSessionDraft } from "@/lib/session-draft";
import { usePublishedHeight } from "@/lib/use-published-height";

const COMPOSER_DRAFT = "chat-composer";


type Props = {
  isSending: boolean;
  /** Resolves false when the text was not sent: it is then put back. */
  onSend: (text: string) => Promise<boolean>;
};

/**
 * Text box and 'Enviar'. Enter sends, Shift+Enter starts a new line; blank text is ignored and nothing
 * is sent while a reply is loading. On a failure the typed text comes back.
 */
export const ChatComposer = forwardRef<HTMLDivElement, Props>(function ChatComposer(
  { isSending, onSend },
  ref,
) {
  const [text, setTextState] = useState(() => readSessionDraft(COMPOSER_DRAFT) ?? "");
  const setText = (update: string | ((current: string) => string)) =>
    setTextState((current) => {
      const next = typeof update === "function" ? update(current) : update;
      writeSessionDraft(COMPOSER_DRAFT, next);
      return next;
    });
  // Its height, for the focus scrolling of the page while it is stuck to the bottom (index.css).
  const boxRef = useRef<HTMLDivElement>(null);
  usePublishedHeight(boxRef, "--chat-composer-height");
  const isBlank = text.trim() === "";

  const submit = async () => {
    if (isBlank || isSending) return;
    const typed = text;
    setText("");
    const isSent = await onSend(typed);
    if (!isSent) setText((current) => (current === "" ? typed : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <div
      ref={(node) => {
        boxRef.current = node;
        if (typeof ref === "function") ref(node);
        else if (ref) ref.current = node;
      }}
      className="sticky-composer bottom-[var(--help-bar-height,0px)] z-10 -mx-4 lg:order-first border-t-2 border-slate-300 bg-white px-4 pt-4 pb-[max(1rem,16px)] shadow-[0_-4px_12px_rgba(15,23,42,0.12)] lg:mx-0 lg:rounded-2xl lg:border-2 lg:shadow-none"
    >
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="chat-input" className="text-xl font-semibold text-slate-900">
          Escriba su mensaje
        </label>
        <div className="flex flex-wrap items-end gap-3">
          <textarea
            id="chat-input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            rows={2}
            maxLength={CHAT_MESSAGE_MAX}
            aria-describedby="chat-input-help"
            className="block min-h-target min-w-0 flex-1 basis-64 rounded-xl border-2 border-slate-600 bg-white px-4 py-3 text-xl text-slate-900 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
          <Button type="submit" size="xl" disabled={isBlank || isSending}>
            <Send aria-hidden="true" className="h-7 w-7" />
            Enviar
          </Button>
        </div>
        <p id="chat-input-help" className="text-base text-slate-800">
          Pulse Intro para enviar. Mayúsculas + Intro para pasar a otra línea.
        </p>
      </form>
    </div>
  );
});
