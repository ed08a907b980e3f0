import type { FollowUpPlanResponse } from "@shared/api/follow-up";
import type { FollowUpChannel, FollowUpFrequency } from "@shared/domain/follow-up";
import { useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ChoiceSelect } from "../common/choice-select";
import { Field } from "../common/field";
import { getErrorMessage } from "../common/server-error";
import { CHANNEL_LABELS, FREQUENCY_LABELS } from "../follow-up/follow-up-labels";
import { RadioChoice } from "@/components/radio-choice";
import { useSavePlan } from "../follow-up/use-follow-up";

type Plan = FollowUpPlanResponse["plan"];

/** The plan of the record: how often, at what time of day, call or visit. */
export function FollowUpPlanForm({ userId, plan }: { userId: string; plan: Plan }) {
  const save = useSavePlan(userId);
  const [frequency, setFrequency] = useState<FollowUpFrequency>(plan?.frequency ?? "weekly");
  const [preferredTime, setPreferredTime] = useState(plan?.preferredTime ?? "");
  const [channel, setChannel] = useState<FollowUpChannel>(plan?.channel ?? "call");
  return (
    <form
      noValidate
      aria-label="Plan de seguimiento"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { frequency, channel, preferredTime: preferredTime || null },
          { onSuccess: () => toast({ title: "Plan de seguimiento guardado" }) },
        );
      }}
    >
      <div className="sm:col-span-2">
        <FormAlert message={save.isError ? getErrorMessage(save.error, "No se pudo guardar el plan. Intente de nuevo.") : null} />
      </div>
      <Field label="Frecuencia">
        {(control) => <ChoiceSelect control={control} value={frequency} options={FREQUENCY_LABELS} onChange={setFrequency} />}
      </Field>
      <Field label="Hora preferida" hint="Opcional">
        {(control) => (
          <Input {...control} type="time" value={preferredTime} onChange={(e) => setPreferredTime(e.target.value)} />
        )}
      </Field>
      <div className="sm:col-span-2">
        <RadioChoice legend="Tipo de contacto" options={CHANNEL_LABELS} value={channel} onChange={setChannel} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Guardando..." : plan ? "Guardar plan" : "Crear plan"}
        </Button>
      </div>
    </form>
  );
}
