import { familyLinkEndpoints } from "@shared/api/routes";
import type { FamilyLinks } from "@shared/api/elderly";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";
import { elderlyKeys } from "../common/elderly-keys";
import { removedTabletsText } from "./removed-tablets-text";

type Relative = FamilyLinks["approved"][number];

/**
 * 'Familiares que le acompañan' in the privacy settings: the person may stop sharing with one relative at once
 * (docs/behaviour/06-roles-and-access.md#family-links). What went with the link (the relative's tablets) is said
 * in a status message that stays in the dialog.
 */
export function FamilyCompanions({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const links = useQuery<FamilyLinks>({ queryKey: elderlyKeys.familyLinks(userId), enabled: !!userId });
  const [confirming, setConfirming] = useState<Relative | null>(null);
  const [status, setStatus] = useState("");
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The button pressed gives way to the question: the keyboard focus moves to its safe answer.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);
  const remove = useMutation({
    mutationFn: (relative: Relative) =>
      callEndpoint(familyLinkEndpoints.removeLink, { params: { id: relative.linkId } }),
    onSuccess: async (answer, relative) => {
      const tablets = removedTabletsText(answer.removedTablets);
      setStatus(`${relative.firstName} ya no le acompaña en la aplicación.${tablets ? ` ${tablets}` : ""}`);
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: elderlyKeys.familyLinks(userId) });
    },
    onError: (error) => setStatus(getErrorMessage(error, "No se pudo quitar. Intente de nuevo.")),
  });
  const approved = Array.isArray(links.data?.approved) ? links.data.approved : [];
  if (approved.length === 0 && !status) return null;
  return (
    <section aria-labelledby="companions-title" className="flex flex-col gap-3">
      <h3 id="companions-title" className="text-2xl font-bold text-slate-900">
        Familiares que le acompañan
      </h3>
      <p className="text-lg text-slate-800">Si quita a un familiar, deja de ver su información al momento.</p>
      <ul className="flex flex-col gap-3">
        {approved.map((relative) => (
          <li key={relative.linkId} className="flex flex-col gap-3 rounded-2xl border-2 border-slate-300 p-4">
            <p className="text-xl font-semibold text-slate-900">
              {relative.firstName} {relative.lastName}
            </p>
            {confirming?.linkId === relative.linkId ? (
              <div className="flex flex-wrap gap-3">
                <p className="w-full text-lg text-slate-900">
                  ¿Quitar a {relative.firstName}? Dejará de ver su información y sus tabletas dejarán de funcionar.
                </p>
                <Button size="xl" variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(relative)}>
                  Sí, quitar a {relative.firstName}
                </Button>
                <Button
                  ref={cancelRef}
                  size="xl"
                  variant="secondary"
                  disabled={remove.isPending}
                  onClick={() => setConfirming(null)}
                >
                  No
                </Button>
              </div>
            ) : (
              <Button size="xl" variant="secondary" onClick={() => setConfirming(relative)}>
                Dejar de compartir con {relative.firstName}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="text-lg font-semibold text-slate-900">
        {status}
      </p>
    </section>
  );
}
