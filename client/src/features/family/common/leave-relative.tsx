import { familyLinkEndpoints } from "@shared/api/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";
import { familyKeys } from "./family-keys";

/**
 * 'Dejar de acompañar a {nombre}': the relative ends their own link after a confirmation. The tablets they enrolled
 * for the person stop working at once (docs/decisions/0007-device-enrolment.md), and the message says so.
 */
export function LeaveRelative({ elderly }: { elderly: { id: string; firstName: string } }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const leave = useMutation({
    mutationFn: () => callEndpoint(familyLinkEndpoints.leaveLink, { params: { userId: elderly.id } }),
    onSuccess: ({ removedTablets }) => {
      const devices = removedTablets.reduce((sum, r) => sum + r.devices, 0);
      toast({
        title: `Ya no acompaña a ${elderly.firstName}`,
        description:
          devices > 0
            ? `Las tabletas que registró para ${elderly.firstName} ya no sirven para entrar en su cuenta.`
            : `${elderly.firstName} ya no aparece en su panel.`,
      });
      setIsConfirming(false);
      return queryClient.invalidateQueries({ queryKey: familyKeys.relatives });
    },
    onError: (error) =>
      toast({
        title: "No se pudo quitar el vínculo",
        description: getErrorMessage(error, "Inténtelo de nuevo."),
        variant: "destructive",
      }),
  });
  return (
    <Card className="p-5">
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold break-words text-slate-900">
          Dejar de acompañar a {elderly.firstName}
        </h2>
        {isConfirming ? (
          <>
            <p className="text-lg text-slate-800">
              Dejará de ver la información de {elderly.firstName} y de poder escribirle, y las tabletas que registró
              para {elderly.firstName} dejarán de funcionar. Para volver, tendrá que pedir el vínculo de nuevo.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="destructive" disabled={leave.isPending} onClick={() => leave.mutate()}>
                Sí, dejar de acompañar
              </Button>
              <Button variant="secondary" onClick={() => setIsConfirming(false)}>
                Cancelar
              </Button>
            </div>
          </>
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setIsConfirming(true)}>
            Dejar de acompañar
          </Button>
        )}
      </section>
    </Card>
  );
}
