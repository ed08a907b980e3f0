import { AlertTriangle } from "lucide-react";
import { Spinner } from "@/components/spinner";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** docs/behaviour/08-errors.md empty states ('No hay alertas pendientes', ...). */
export function EmptyState({ text, className }: { text: string; className?: string }) {
  return (
    <p
      className={cn(
        "rounded-xl border-2 border-dashed border-slate-300 p-6 text-center text-lg text-slate-800",
        className,
      )}
    >
      {text}
    </p>
  );
}

/** A failed load: the message, announced, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
        {message}
      </p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Reintentar
        </Button>
      ) : null}
    </div>
  );
}

export function Loading({ label }: { label: string }) {
  return <Spinner label={label} className="py-8" />;
}
