import { Plus, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { FieldsProps } from "./reminder-fields";

/** Several times a day: each added hour becomes its own reminder with the same title and repetition. */
const MAX_TIMES = 6;

/** 'Añadir otra hora' and the extra hours ('Hora 2', 'Hora 3'…), each with its 'Quitar' button. */
export function MoreTimesField({ values, onChange, invalid, errorId }: FieldsProps) {
  const id = useId();
  const isInvalid = invalid.includes("moreTimes");
  const setAt = (index: number, time: string) =>
    onChange({ moreTimes: values.moreTimes.map((t, i) => (i === index ? time : t)) });
  const removeAt = (index: number) => onChange({ moreTimes: values.moreTimes.filter((_, i) => i !== index) });
  return (
    <div className="grid gap-3">
      {values.moreTimes.map((time, index) => {
        const number = index + 2;
        return (
          <div key={number} className="flex items-end gap-2">
            <div className="grid flex-1 gap-2">
              <Label htmlFor={`${id}-${number}`}>Hora {number}</Label>
              <Input
                id={`${id}-${number}`}
                type="time"
                value={time}
                aria-required="true"
                onChange={(event) => setAt(index, event.target.value)}
                {...(isInvalid ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
              />
            </div>
            <Button type="button" variant="secondary" size="lg" onClick={() => removeAt(index)} aria-label={`Quitar hora ${number}`}>
              <X aria-hidden="true" className="h-5 w-5" />
            </Button>
          </div>
        );
      })}
      {values.moreTimes.length < MAX_TIMES - 1 ? (
        <Button
          type="button"
          variant="secondary"
          size="lg"
          className="justify-self-start"
          onClick={() => onChange({ moreTimes: [...values.moreTimes, ""] })}
        >
          <Plus aria-hidden="true" className="h-5 w-5" /> Añadir otra hora
        </Button>
      ) : null}
    </div>
  );
}
