import { FOLLOW_UP_NOTE_MAX } from "@shared/domain/follow-up";
import type { CallOutcome, FollowUpChannel, PersonState } from "@shared/domain/follow-up";
import type { AgendaReason } from "@shared/domain/follow-up-agenda";
import { useRef, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Field } from "../common/field";
import { getErrorMessage } from "../common/server-error";
import { TextArea } from "../common/text-area";
import { CHANNEL_LABELS, OUTCOME_LABELS, PERSON_STATE_LABELS } from "./follow-up-labels";
import { RadioChoice } from "@/components/radio-choice";
import { useLogCall } from "./use-follow-up";

export type LogCallTarget = { userId: string; name: string; channel: FollowUpChannel; reason?: AgendaReason };

type LogCallDialogProps = {
  target: LogCallTarget | null;
  onClose: () => void;
  /** Where focus goes after a save (the item that opened the dialog is gone). */
  focusAfterSave?: () => HTMLElement | null;
};

/** 'Registrar llamada': how the contact went, how the person is, and a note for staff only. */
export function LogCallDialog({ target, onClose, focusAfterSave }: LogCallDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
      {target ? <LogCallForm key={target.userId} target={target} onClose={onClose} focusAfterSave={focusAfterSave} /> : null}
    </Dialog>
  );
}

function LogCallForm({ target, onClose, focusAfterSave }: LogCallDialogProps & { target: LogCallTarget }) {
  const logCall = useLogCall(target.userId);
  const [channel, setChannel] = useState<FollowUpChannel>(target.channel);
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [personState, setPersonState] = useState<PersonState | null>(null);
  const [note, setNote] = useState("");
  const [outcomeError, setOutcomeError] = useState<string | undefined>();
  // A ref: the form unmounts in the same update that closes it, so state would be read stale.
  const isSaved = useRef(false);

  const save = () => {
    if (!outcome) return setOutcomeError("Elija cómo fue el contacto");
    logCall.mutate(
      { channel, outcome, personState, note: note.trim() || undefined, reason: target.reason },
      {
        onSuccess: () => {
          isSaved.current = true;
          onClose();
        },
      },
    );
  };

  return (
    <DialogContent
      onCloseAutoFocus={(event) => {
        const next = isSaved.current ? focusAfterSave?.() : null;
        if (!next) return;
        event.preventDefault();
        next.focus();
      }}
    >
      <DialogTitle>Registrar llamada</DialogTitle>
      <DialogDescription className="text-lg text-slate-900">{target.name}</DialogDescription>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <FormAlert message={logCall.isError ? getErrorMessage(logCall.error, "No se pudo guardar la llamada. Intente de nuevo.") : null} />
        <RadioChoice legend="Contacto" options={CHANNEL_LABELS} value={channel} onChange={setChannel} />
        <RadioChoice
          legend="Resultado"
          options={OUTCOME_LABELS}
          value={outcome}
          error={outcomeError}
          onChange={(value) => {
            setOutcome(value);
            setOutcomeError(undefined);
          }}
        />
        <RadioChoice legend="¿Cómo está la persona?" options={PERSON_STATE_LABELS} value={personState} onChange={setPersonState} />
        <Field label="Nota (solo para el personal)" hint={`Hasta ${FOLLOW_UP_NOTE_MAX} caracteres; la familia no la ve.`}>
          {(control) => (
            <TextArea {...control} value={note} maxLength={FOLLOW_UP_NOTE_MAX} onChange={(e) => setNote(e.target.value)} />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" disabled={logCall.isPending}>
            {logCall.isPending ? "Guardando..." : "Guardar llamada"}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
