import { ALERT_OUTCOME_LABELS } from "@shared/domain/help-request";
import { alertOutcomes, type AlertOutcome } from "@shared/domain/enums";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { TextArea } from "../../common/text-area";

export type AttendInput = { outcome: AlertOutcome; note: string };

type AttendFormProps = {
  personName: string;
  isSaving: boolean;
  onSubmit: (input: AttendInput) => void;
  onCancel: () => void;
};

/** 'Atendida' asks what was done (required) and an optional note before closing the alert. */
export function AttendForm({ personName, isSaving, onSubmit, onCancel }: AttendFormProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<AlertOutcome | null>(null);
  const [note, setNote] = useState("");
  const [isMissing, setIsMissing] = useState(false);
  // The form replaces the focused 'Atendida': its first choice takes the focus (WCAG 2.4.3).
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  useEffect(() => firstChoiceRef.current?.focus(), []);
  return (
    <form
      className="grid gap-3 rounded-xl border-2 border-slate-300 bg-white p-3"
      aria-label={`Cerrar la alerta de ${personName}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!outcome) {
          setIsMissing(true);
          return;
        }
        onSubmit({ outcome, note: note.trim() });
      }}
    >
      <fieldset className="grid gap-2" aria-describedby={isMissing ? `${id}-error` : undefined}>
        <legend className="mb-1 text-base font-semibold text-slate-900">¿Qué se ha hecho?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {alertOutcomes.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-300 px-3 py-2 text-base text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                ref={value === alertOutcomes[0] ? firstChoiceRef : undefined}
                type="radio"
                name={`${id}-outcome`}
                value={value}
                checked={outcome === value}
                onChange={() => {
                  setOutcome(value);
                  setIsMissing(false);
                }}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              {ALERT_OUTCOME_LABELS[value]}
            </label>
          ))}
        </div>
        {isMissing ? (
          <p id={`${id}-error`} role="alert" className="text-base font-semibold text-red-800">
            Elija qué se ha hecho antes de marcarla como atendida.
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-note`}>Nota (opcional)</Label>
        <TextArea id={`${id}-note`} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSaving}>
          Guardar como atendida
        </Button>
      </div>
    </form>
  );
}
