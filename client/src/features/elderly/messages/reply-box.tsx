import { MESSAGE_MAX_LENGTH } from "@shared/api/messages";
import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";

const QUICK_REPLIES = ["¡Gracias!", "Estoy bien", "Llámame cuando puedas", "Te quiero"] as const;

type Props = {
  recipientName: string;
  isSending: boolean;
  /** Resolves true when the message was sent (the typed text is cleared only then). */
  onSend: (content: string) => Promise<boolean>;
  /** Text prepared elsewhere (the assistant's offer), editable before sending. */
  initialText?: string;
};

/** Big quick replies, or a short text of one's own, for one relative. Typed text survives an error. */
export function ReplyBox({ recipientName, isSending, onSend, initialText = "" }: Props) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const isBlank = text.trim() === "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank || isSending) return;
    if (await onSend(text.trim())) setText("");
  };

  return (
    <div className="flex flex-col gap-4 rounded-2xl border-2 border-brand-700 bg-white p-4">
      <p id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        Mensaje para {recipientName}
      </p>
      <fieldset className="grid gap-3 sm:grid-cols-2" disabled={isSending}>
        <legend className="mb-2 text-lg text-slate-900">Toque una respuesta para enviarla:</legend>
        {QUICK_REPLIES.map((reply) => (
          <Button
            key={reply}
            size="xl"
            variant="secondary"
            aria-describedby={`${id}-title`}
            onClick={() => void onSend(reply)}
          >
            {reply}
          </Button>
        ))}
      </fieldset>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label htmlFor={`${id}-text`} className="text-lg font-semibold text-slate-900">
          O escriba su propio mensaje
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={3}
          className="block w-full rounded-xl border-2 border-slate-600 bg-white px-4 py-3 text-xl text-slate-900 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
        <Button type="submit" size="xl" className="self-start" disabled={isBlank || isSending}>
          <Send aria-hidden="true" className="h-7 w-7" />
          {isSending ? "Enviando..." : "Enviar"}
        </Button>
      </form>
    </div>
  );
}
