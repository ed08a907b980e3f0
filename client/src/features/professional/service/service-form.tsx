import {
  SERVICE_SETTINGS_MESSAGES as M,
  type ServiceSettingsAnswer,
  updateServiceSettingsRequest,
} from "@shared/api/service-settings";
import { type ServiceField, WEEKDAY_NAMES } from "@shared/domain/service-hours";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { Field } from "../common/field";
import { CHECK_FIELDS, FormAlert } from "../common/form-alert";
import { getErrorMessage } from "../common/server-error";
import { useSaveServiceSettings } from "./use-service-settings";

type Errors = Partial<Record<ServiceField | "programmePhone", string>>;
const FIELDS: readonly string[] = ["ackTargetSeconds", "attendTargetSeconds", "days", "from", "to", "programmePhone"];

// The whole row is the target (48 px tall), outlined when its box has keyboard focus.
const DAY_CLASSES =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-300 px-3 text-lg text-slate-900 " +
  "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700";

type Draft = { ack: string; attendMinutes: string; days: number[]; from: string; to: string; phone: string };

const draftOf = (saved: ServiceSettingsAnswer): Draft => ({
  ack: String(saved.ackTargetSeconds),
  attendMinutes: String(saved.attendTargetSeconds / 60),
  days: saved.staffedHours.days,
  from: saved.staffedHours.from,
  to: saved.staffedHours.to,
  phone: saved.programmePhone,
});

// Empty boxes become NaN, which the shared schema refuses with the field's own message.
const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(",", ".")));

const requestOf = (draft: Draft) => ({
  ackTargetSeconds: toNumber(draft.ack),
  attendTargetSeconds: Math.round(toNumber(draft.attendMinutes) * 60),
  staffedHours: { days: draft.days, from: draft.from, to: draft.to },
  programmePhone: draft.phone,
});

function Group({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-4 rounded-2xl border-2 border-slate-200 p-4">
      <legend className="px-1 text-xl font-semibold text-slate-900">{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} className="text-base font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The targets and staffed hours being edited, checked with the server's own rules before saving. */
export function ServiceForm({ saved }: { saved: ServiceSettingsAnswer }) {
  const save = useSaveServiceSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const isChanged = JSON.stringify(requestOf(draft)) !== JSON.stringify(requestOf(draftOf(saved)));
  const edit = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const toggleDay = (day: number) =>
    edit({ days: draft.days.includes(day) ? draft.days.filter((d) => d !== day) : [...draft.days, day].sort((a, b) => a - b) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = updateServiceSettingsRequest.safeParse(requestOf(draft));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[issue.path.length - 1] ?? "");
        if (FIELDS.includes(field)) found[field as keyof Errors] ??= issue.message;
      }
      setErrors(found);
      setMessage(CHECK_FIELDS);
      return;
    }
    setErrors({});
    setMessage(null);
    save.mutate(requestOf(draft), {
      onSuccess: () => toast({ title: M.saved, description: "Se aplican desde ahora a las peticiones de ayuda." }),
      onError: (failure) => setMessage(getErrorMessage(failure, "No se pudieron guardar el servicio y los objetivos")),
    });
  };

  return (
    <form noValidate aria-label="Servicio y objetivos" onSubmit={submit} className="grid gap-5">
      <Group legend="Objetivos de respuesta">
        <Field
          label="«La atiendo» antes de (segundos)"
          hint="Entre 10 y 1800 segundos. Por defecto 60: el minuto que piden las normas de teleasistencia."
          error={errors.ackTargetSeconds}
        >
          {(control) => (
            <Input {...control} inputMode="numeric" value={draft.ack} onChange={(e) => edit({ ack: e.target.value })} />
          )}
        </Field>
        <Field
          label="«Atendida» antes de (minutos)"
          hint="Entre 1 y 1440 minutos (24 horas). Por defecto 15. Pasado este tiempo sin atender, se avisa por correo a guardia."
          error={errors.attendTargetSeconds}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={draft.attendMinutes}
              onChange={(e) => edit({ attendMinutes: e.target.value })}
            />
          )}
        </Field>
      </Group>
      <Group legend="Horario con personal" error={errors.days}>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Días</legend>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] gap-2">
            {WEEKDAY_NAMES.map((name, index) => (
              <label key={name} className={DAY_CLASSES}>
                <input
                  type="checkbox"
                  className="h-6 w-6 accent-brand-700"
                  checked={draft.days.includes(index + 1)}
                  onChange={() => toggleDay(index + 1)}
                />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-4">
          <Field label="Desde" error={errors.from} className="min-w-40 flex-1">
            {(control) => (
              <Input {...control} type="time" value={draft.from} onChange={(e) => edit({ from: e.target.value })} />
            )}
          </Field>
          <Field label="Hasta" error={errors.to} className="min-w-40 flex-1">
            {(control) => <Input {...control} type="time" value={draft.to} onChange={(e) => edit({ to: e.target.value })} />}
          </Field>
        </div>
        <p className="text-base text-slate-800">
          Hora local del municipio ({saved.timezone}). En este horario, la persona lee que el personal la llamará;
          fuera de él, que su petición queda registrada y que, si es una emergencia, llame al 112.
        </p>
      </Group>
      <Group legend="Teléfono del programa">
        <Field
          label="Teléfono del programa"
          hint="El asistente lo da a quien lo pregunte. Por ejemplo, 910 123 456 o +34 910 123 456."
          error={errors.programmePhone}
        >
          {(control) => (
            <Input {...control} type="tel" autoComplete="off" value={draft.phone} onChange={(e) => edit({ phone: e.target.value })} />
          )}
        </Field>
      </Group>
      <FormAlert message={message} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!isChanged || save.isPending}>
          {save.isPending ? "Guardando..." : "Guardar cambios"}
        </Button>
        <p role="status" className="text-base text-slate-800">
          {isChanged ? "Hay cambios sin guardar." : ""}
        </p>
      </div>
    </form>
  );
}
