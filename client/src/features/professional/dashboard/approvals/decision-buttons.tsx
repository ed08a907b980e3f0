import { Check, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Decision } from "./use-approvals";

type DecisionButtonsProps = {
  /** Whose request, for the accessible names ('Aprobar solicitud de ...'). */
  name: string;
  isPending: boolean;
  onDecide: (decision: Decision) => void;
};

export function DecisionButtons({ name, isPending, onDecide }: DecisionButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        aria-label={`Aprobar solicitud de ${name}`}
        disabled={isPending}
        onClick={() => onDecide("approve")}
      >
        <Check aria-hidden="true" className="h-5 w-5" />
        Aprobar
      </Button>
      <Button
        variant="secondary"
        aria-label={`Rechazar solicitud de ${name}`}
        disabled={isPending}
        onClick={() => onDecide("reject")}
      >
        <X aria-hidden="true" className="h-5 w-5" />
        Rechazar
      </Button>
    </div>
  );
}
