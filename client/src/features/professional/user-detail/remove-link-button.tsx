import { deviceEndpoints, familyLinkEndpoints } from "@shared/api/routes";
import { endpointUrl } from "@shared/api/contract";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";
import { professionalKeys } from "../common/professional-keys";

const tabletsGone = (n: number) =>
  n === 1 ? "Se ha quitado la tableta que registró para esta persona." : `Se han quitado las ${n} tabletas que registró para esta persona.`;

/**
 * Ends one family link from the person's record, after a confirmation: the relative's tablets of the person go
 * with it (docs/decisions/0007-device-enrolment.md), and the toast says how many.
 */
export function RemoveLinkButton(props: { userId: string; linkId: string; relativeName: string }) {
  const { userId, linkId, relativeName } = props;
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => callEndpoint(familyLinkEndpoints.removeLink, { params: { id: linkId } }),
    onSuccess: ({ removedTablets }) => {
      const devices = removedTablets.reduce((sum, r) => sum + r.devices, 0);
      toast({
        title: "Vínculo quitado",
        description:
          devices > 0
            ? `${relativeName} ya no está vinculado. ${tabletsGone(devices)}`
            : `${relativeName} ya no está vinculado.`,
      });
    },
    onError: (err) =>
      toast({ title: "No se pudo quitar el vínculo", description: getErrorMessage(err, "Inténtelo de nuevo."), variant: "destructive" }),
    onSettled: () => {
      setIsConfirming(false);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: professionalKeys.record(userId) }),
        queryClient.invalidateQueries({ queryKey: [endpointUrl(deviceEndpoints.list, { id: userId })] }),
      ]);
    },
  });
  if (!isConfirming) {
    return (
      <Button variant="secondary" onClick={() => setIsConfirming(true)} aria-label={`Quitar vínculo con ${relativeName}`}>
        Quitar vínculo
      </Button>
    );
  }
  return (
    <span className="flex flex-wrap gap-2">
      <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
        Sí, quitar a {relativeName}
      </Button>
      <Button variant="secondary" onClick={() => setIsConfirming(false)}>
        Cancelar
      </Button>
    </span>
  );
}
