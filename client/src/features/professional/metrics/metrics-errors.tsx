import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MetricsFetchError } from "./use-metrics";

/**
 * Failed metric calls: the docs/behaviour/08-errors.md text of each ('Failed to fetch health metrics: 500') and, when
 * the server gave one, its Spanish reason. Never a blank panel.
 */
export function MetricsErrors({
  errors,
  onRetry,
  onShowAll,
}: {
  errors: Error[];
  onRetry: () => void;
  /** With one person chosen: back to the whole group (her consent may have been withdrawn meanwhile). */
  onShowAll?: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
        No se pudieron cargar las métricas
      </p>
      <ul className="flex flex-col gap-2 text-base">
        {errors.map((error) => (
          <li key={error.message}>
            <span className="font-semibold">{error.message}</span>
            {error instanceof MetricsFetchError && error.detail ? <span>. {error.detail}</span> : null}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onRetry}>
          Reintentar
        </Button>
        {onShowAll ? (
          <Button variant="secondary" onClick={onShowAll}>
            Ver todas las personas con consentimiento
          </Button>
        ) : null}
      </div>
    </div>
  );
}
