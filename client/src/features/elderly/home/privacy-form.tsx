import { elderlyEndpoints } from "@shared/api/routes";
import type { Consents } from "@shared/api/elderly";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { elderlyKeys } from "../common/elderly-keys";
import { ConsentSwitch } from "./consent-switch";
import { DataRights } from "./data-rights";
import { removedTabletsText } from "./removed-tablets-text";

type Props = { userId: string; initial: Consents; onSaved: () => void };

/** Local switch values until 'Guardar'; closing or 'Cancelar' discards them (the form remounts). */
export function PrivacyForm({ userId, initial, onSaved }: Props) {
  const queryClient = useQueryClient();
  // docs/behaviour/03-entities.md: only a literal true counts as consent.
  const [familyConsent, setFamilyConsent] = useState(initial.familyConsent === true);
  const [personalConsent, setPersonalConsent] = useState(initial.personalConsent === true);
  const mutation = useMutation({
    mutationFn: (body: { userId: string } & Consents) => callEndpoint(elderlyEndpoints.updateConsents, { body }),
    onSuccess: async (saved) => {
      const removed = removedTabletsText(saved.removedTablets);
      // Long enough to be read: it tells the person a tablet someone else set up no longer opens their account.
      const title = "Consentimientos actualizados";
      toast(removed ? { title, description: removed, duration: 20_000 } : { title });
      onSaved();
      await queryClient.invalidateQueries({ queryKey: elderlyKeys.consents(userId), refetchType: "all" });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "No se pudieron guardar tus preferencias. Intenta de nuevo.",
        variant: "destructive",
      }),
  });

  const save = () => {
    if (!userId || mutation.isPending) return;
    mutation.mutate({ userId, familyConsent, personalConsent });
  };

  return (
    <div className="flex flex-col gap-5">
      <ConsentSwitch
        label="Mi familia puede ver mi actividad"
        description="Sus familiares verán si ha estado activa, sus recordatorios y cómo va con ellos."
        isChecked={familyConsent}
        onChange={setFamilyConsent}
        isDisabled={mutation.isPending}
      />
      <ConsentSwitch
        label="El personal municipal puede ver mis datos"
        description="Sus datos se incluyen en las estadísticas del programa municipal de acompañamiento."
        isChecked={personalConsent}
        onChange={setPersonalConsent}
        isDisabled={mutation.isPending}
      />
      <DataRights />
      <p aria-live="polite" className="text-lg text-slate-900">
        {mutation.isPending ? "Guardando..." : ""}
      </p>
      {/* The footer stays in view while the dialog scrolls: 'Guardar' is reachable at every text size. */}
      <div className="sticky -bottom-4 z-10 -mx-4 flex flex-wrap justify-end gap-4 border-t-2 border-slate-200 bg-white px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
        <DialogClose asChild>
          <Button variant="secondary" size="xl">
            Cancelar
          </Button>
        </DialogClose>
        <Button size="xl" onClick={save} disabled={!userId || mutation.isPending}>
          Guardar
        </Button>
      </div>
    </div>
  );
}
