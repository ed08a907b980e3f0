import type { FamilyMessage } from "@shared/api/family-messages";
import { MESSAGE_MAX_LENGTH } from "@shared/api/messages";
import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useSendMessage } from "./use-send-message";

type ComposeBoxProps = {
  toUserId: string;
  firstName: string;
  onSent: (message: FamilyMessage) => void;
};

/** Writes to the person; the text is cleared only once the server has it (kept on any failure). */
export function ComposeBox({ toUserId, firstName, onSent }: ComposeBoxProps) {
  const id = useId();
  const [text, setText] = useState("");
  const send = useSendMessage((message) => {
    setText("");
    onSent(message);
  });
  const isBlank = text.trim().length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlank || send.isPending) return;
    send.mutate({ toUserId, content: text.trim() });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <Label htmlFor={`${id}-text`}>Escriba un mensaje para {firstName}</Label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
        aria-describedby={`${id}-count`}
        onChange={(event) => setText(event.target.value)}
        className="block min-h-24 w-full rounded-xl border-2 border-slate-500 bg-white px-4 py-2 text-lg text-slate-900 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={`${id}-count`} className="text-base text-slate-800">
          {text.length}/{MESSAGE_MAX_LENGTH} caracteres
        </p>
        <Button type="submit" size="lg" disabled={isBlank || send.isPending}>
          <Send aria-hidden="true" className="h-5 w-5" />
          {send.isPending ? "Enviando..." : "Enviar"}
        </Button>
      </div>
    </form>
  );
}
