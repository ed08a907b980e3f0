import { elderlyEndpoints } from "@shared/api/routes";
import type { FamilyLinks } from "@shared/api/elderly";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";
import { elderlyKeys } from "../common/elderly-keys";

type PendingLink = FamilyLinks["pending"][number];
type Decision = "approve" | "reject";

function LinkRequestCard({ userId, link }: { userId: string; link: PendingLink }) {
  const queryClient = useQueryClient();
  const name = [link.firstName, link.lastName].filter(Boolean).join(" ");
  const questionId = `link-question-${link.linkId}`;
  const mutation = useMutation({
    mutationFn: (decision: Decision) =>
      callEndpoint(elderlyEndpoints.decideLink, { params: { id: link.linkId }, body: { decision } }),
    onSuccess: (_response, decision) => {
      toast(
        decision === "approve"
          ? { title: "Familiar aceptado", description: `${name} ya puede acompañarte.` }
          : { title: "Solicitud rechazada", description: `${name} no podrá ver tu información.` },
      );
      return queryClient.invalidateQueries({ queryKey: elderlyKeys.familyLinks(userId) });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: getErrorMessage(error, "No se pudo guardar su respuesta. Intente de nuevo."),
        variant: "destructive",
      }),
  });
  return (
    <li className="flex flex-col gap-5 rounded-3xl border-4 border-brand-700 bg-brand-50 p-6">
      <p id={questionId} className="flex items-start gap-3 text-2xl font-semibold text-slate-900">
        <UserPlus aria-hidden="true" className="mt-1 h-9 w-9 shrink-0 text-brand-800" />
        <span>¿Conoces a {name}? Quiere acompañarte como familiar</span>
      </p>
      <div className="grid grid-cols-2 gap-4">
        <Button
          size="xl"
          aria-describedby={questionId}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate("approve")}
        >
          Sí
        </Button>
        <Button
          size="xl"
          variant="secondary"
          aria-describedby={questionId}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate("reject")}
        >
          No
        </Button>
      </div>
    </li>
  );
}

/**
 * docs/behaviour/06-roles-and-access.md#family-links: each pending family link asks '¿Conoces a {nombre}?' with 'Sí'
 * and 'No'.
 */
export function PendingFamilyLinks({ userId }: { userId: string }) {
  const { data } = useQuery<FamilyLinks>({ queryKey: elderlyKeys.familyLinks(userId), enabled: !!userId });
  const pending = Array.isArray(data?.pending) ? data.pending : [];
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="link-requests-title" className="flex flex-col gap-4">
      <h2 id="link-requests-title" className="text-3xl font-bold text-slate-900">
        Solicitudes de familiares
      </h2>
      <ul className="flex flex-col gap-4">
        {pending.map((link) => (
          <LinkRequestCard key={link.linkId} userId={userId} link={link} />
        ))}
      </ul>
    </section>
  );
}
