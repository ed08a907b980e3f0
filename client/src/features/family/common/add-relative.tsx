import { elderlyEndpoints } from "@shared/api/routes";
import { FAMILY_LINK_MESSAGES } from "@shared/api/family-link-texts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";
import { familyKeys } from "./family-keys";

/**
 * 'Acompañar a otra persona': asks to be linked to one more older person of the municipality. The link
 * waits, like the registration's, for the person's 'Sí' or the care team; the switcher then lists it.
 */
export function AddRelative() {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState("");
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (elderlyUserName: string) =>
      callEndpoint(elderlyEndpoints.requestLink, { body: { elderlyUserName } }),
    onSuccess: (answer) => {
      // The same answer whether the name exists or not: the person sees who asks and decides.
      toast({ title: "Solicitud enviada", description: answer.message });
      setName("");
      setIsOpen(false);
      return queryClient.invalidateQueries({ queryKey: familyKeys.relatives });
    },
    onError: (error) =>
      toast({
        title: "No se pudo enviar la solicitud",
        description: getErrorMessage(error, FAMILY_LINK_MESSAGES.notFound),
        variant: "destructive",
      }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    // The shared schema (and zod) loads with the first request, not with the dashboard.
    const { requestFamilyLinkRequest } = await import("@shared/api/elderly");
    const parsed = requestFamilyLinkRequest.safeParse({ elderlyUserName: name });
    if (!parsed.success) {
      const description = parsed.error.issues[0]?.message ?? FAMILY_LINK_MESSAGES.nameRequired;
      toast({ title: "Revise los datos", description, variant: "destructive" });
      return;
    }
    mutation.mutate(parsed.data.elderlyUserName);
  };

  return (
    <Card className="p-5">
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          Acompañar a otra persona
        </h2>
        <p className="text-lg text-slate-800">
          Si también acompaña a otra persona mayor del municipio, puede pedir aquí el vínculo. La persona o el
          equipo de atención deberán confirmarlo.
        </p>
        <Button
          variant="secondary"
          className="self-start"
          aria-expanded={isOpen}
          // Only while the form exists: an id reference to nothing is an error (WCAG 4.1.2).
          aria-controls={isOpen ? `${id}-form` : undefined}
          onClick={() => setIsOpen((open) => !open)}
        >
          <UserPlus aria-hidden="true" className="h-5 w-5" />
          {isOpen ? "Cerrar" : "Añadir persona"}
        </Button>
        {isOpen ? (
          <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-3">
            <Label htmlFor={`${id}-name`}>Usuario o nombre de la persona mayor</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={120}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" size="lg" className="self-start" disabled={mutation.isPending}>
              {mutation.isPending ? "Enviando..." : "Enviar solicitud"}
            </Button>
          </form>
        ) : null}
      </section>
    </Card>
  );
}
