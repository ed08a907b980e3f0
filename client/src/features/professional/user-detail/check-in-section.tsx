import { checkInEndpoints } from "@shared/api/routes";
import type { CheckInToday } from "@shared/api/check-in";
import {
  CHECK_IN_DEFAULT_GRACE_MINUTES,
  CHECK_IN_DEFAULT_TIME,
  checkInPlanProblems,
  checkInTodayLabel,
} from "@shared/domain/check-in";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { Field } from "../common/field";
import { FormAlert } from "../common/form-alert";
import { professionalKeys } from "../common/professional-keys";
import { getErrorMessage } from "../common/server-error";
import { DetailSection } from "./detail-section";

type CheckInSectionProps = { userId: string; checkIn: CheckInToday | undefined; timezone: string };

const statusLine = (checkIn: CheckInToday | undefined, timezone: string) => {
  if (!checkIn?.plan?.isEnabled) return "El saludo diario está desactivado.";
  return checkInTodayLabel(checkIn, timezone) ?? (checkIn.status === "pending" ? "Hoy: esperando respuesta" : "Hoy: aún no es la hora");
};

/** 'Saludo diario': the morning check-in on or off, its time and grace, and today's answer. */
export function CheckInSection({ userId, checkIn, timezone }: CheckInSectionProps) {
  const queryClient = useQueryClient();
  const plan = checkIn?.plan;
  const [isEnabled, setIsEnabled] = useState(plan?.isEnabled ?? false);
  const [time, setTime] = useState(plan?.time ?? CHECK_IN_DEFAULT_TIME);
  const [grace, setGrace] = useState(String(plan?.graceMinutes ?? CHECK_IN_DEFAULT_GRACE_MINUTES));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { enabled: boolean; time: string; graceMinutes: number }) =>
      callEndpoint(checkInEndpoints.setPlan, { params: { id: userId }, body }),
    onSuccess: () => toast({ title: "Saludo diario guardado" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: professionalKeys.person(userId) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { enabled: isEnabled, time, graceMinutes: Number(grace) };
    const problems = checkInPlanProblems(body);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    setMessage(null);
    if (problems.length > 0) return;
    save.mutate(body, { onError: (failure) => setMessage(getErrorMessage(failure, "No se pudo guardar el saludo diario")) });
  };

  return (
    <DetailSection id="saludo-diario" title="Saludo diario">
      <p className="text-base text-slate-900">{statusLine(checkIn, timezone)}</p>
      <form noValidate aria-label="Saludo diario" onSubmit={submit} className="grid gap-4">
        <FormAlert message={message} />
        <div className="flex items-center gap-3">
          <Checkbox id="check-in-enabled" checked={isEnabled} onCheckedChange={(value) => setIsEnabled(value === true)} />
          <Label htmlFor="check-in-enabled">Preguntar cada día «¿Cómo se encuentra hoy?» en la tableta</Label>
        </div>
        <div className="flex flex-wrap gap-4">
          <Field label="Hora del saludo" error={errors.time} hint="HH:MM, por ejemplo 10:00">
            {(control) => <Input {...control} type="time" value={time} onChange={(e) => setTime(e.target.value)} className="w-40" />}
          </Field>
          <Field label="Margen (minutos)" error={errors.graceMinutes} hint="Sin respuesta pasado este margen: «Saludo sin respuesta»">
            {(control) => (
              <Input {...control} type="number" inputMode="numeric" min={15} max={480} value={grace} onChange={(e) => setGrace(e.target.value)} className="w-40" />
            )}
          </Field>
        </div>
        <div>
          <Button type="submit" disabled={save.isPending}>
            Guardar saludo diario
          </Button>
        </div>
      </form>
    </DetailSection>
  );
}
