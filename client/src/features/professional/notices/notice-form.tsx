import { NOTICE_TEMPLATES, type NoticeTemplateKey } from "@shared/domain/notice-templates";
import { CONFIRM_WITHIN_LABELS, type ConfirmWithinMinutes, NOTICE_BODY_MAX } from "@shared/domain/notices";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ChoiceSelect } from "../common/choice-select";
import { Field } from "../common/field";
import { FormAlert } from "../common/form-alert";
import { fieldIssues, getErrorMessage } from "../common/server-error";
import { TextArea } from "../common/text-area";
import { useDebouncedValue } from "../common/use-debounced-value";
import { ALL_PEOPLE, type AudienceDraft, AudienceFields } from "./audience-fields";
import { audienceOf, useAudienceCount, useSendNotice } from "./use-notices";

const OWN_TEXT = "own";
const TEMPLATE_CHOICES: Record<NoticeTemplateKey | typeof OWN_TEXT, string> = {
  own: "Escribir un aviso nuevo",
  ...Object.fromEntries(NOTICE_TEMPLATES.map((template) => [template.key, template.label])),
} as Record<NoticeTemplateKey | typeof OWN_TEXT, string>;
const WITHIN_CHOICES = Object.fromEntries(
  Object.entries(CONFIRM_WITHIN_LABELS).map(([minutes, label]) => [minutes, label]),
) as Record<`${ConfirmWithinMinutes}`, string>;

const people = (count: number) => (count === 1 ? "1 persona" : `${count} personas`);

/** The notice being written: a ready text to start from, the group (counted before sending) and the time to confirm. */
export function NoticeForm() {
  const send = useSendNotice();
  const [template, setTemplate] = useState<NoticeTemplateKey | typeof OWN_TEXT>(OWN_TEXT);
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [draft, setDraft] = useState<AudienceDraft>(ALL_PEOPLE);
  const [within, setWithin] = useState<`${ConfirmWithinMinutes}`>("180");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const audience = useAudienceCount(useDebouncedValue(draft));
  const count = audience.data?.count;
  const ageError = audience.isError ? getErrorMessage(audience.error, "La edad no es válida") : undefined;

  const chooseTemplate = (key: NoticeTemplateKey | typeof OWN_TEXT) => {
    setTemplate(key);
    const chosen = NOTICE_TEMPLATES.find((t) => t.key === key);
    setTitle(chosen?.title ?? "");
    setBody(chosen?.body ?? "");
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setMessage(null);
    const request = { title, body, audience: audienceOf(draft), confirmWithinMinutes: Number(within) as ConfirmWithinMinutes };
    send.mutate(request, {
      onSuccess: (sent) => {
        toast({ title: "Aviso enviado", description: `Llegará a ${people(sent.recipients)}.` });
        setErrors({});
        chooseTemplate(OWN_TEXT);
        setDraft(ALL_PEOPLE);
      },
      onError: (failure) => {
        setErrors(fieldIssues(failure));
        setMessage(getErrorMessage(failure, "No se pudo enviar el aviso"));
      },
    });
  };

  return (
    <form noValidate aria-label="Nuevo aviso" onSubmit={submit} className="grid gap-5">
      <Field label="Texto preparado" hint="Rellena el título y el texto; puede cambiarlos antes de enviar.">
        {(control) => <ChoiceSelect control={control} value={template} options={TEMPLATE_CHOICES} onChange={chooseTemplate} />}
      </Field>
      <Field label="Título" error={errors.title} isRequired>
        {(control) => <Input {...control} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <Field label="Texto del aviso" error={errors.body} hint={`${body.length} de ${NOTICE_BODY_MAX} caracteres`} isRequired>
        {(control) => <TextArea {...control} rows={7} value={body} onChange={(e) => setBody(e.target.value)} />}
      </Field>
      <AudienceFields draft={draft} options={audience.data} ageError={ageError} onChange={setDraft} />
      <Field label="Deben confirmar antes de" hint="Quien no pulse «Entendido» a tiempo pasa a la lista de llamadas.">
        {(control) => (
          <ChoiceSelect control={control} value={within} options={WITHIN_CHOICES} onChange={setWithin} />
        )}
      </Field>
      <p role="status" className="text-lg font-semibold text-slate-900">
        {count === undefined || audience.isError
          ? ""
          : count === 0
            ? "Este grupo no tiene ninguna persona."
            : `El aviso llegará a ${people(count)}.`}
      </p>
      <FormAlert message={message} />
      <Button type="submit" className="justify-self-start" disabled={send.isPending || !count || audience.isError}>
        {send.isPending ? "Enviando..." : "Enviar aviso"}
      </Button>
    </form>
  );
}
