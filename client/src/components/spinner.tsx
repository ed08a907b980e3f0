import { Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";

/** An announced loading indicator with a visible Spanish label. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex flex-col items-center gap-4 text-center", className)}>
      <Loader2
        aria-hidden="true"
        className="h-12 w-12 animate-spin text-brand-700 motion-reduce:animate-none"
      />
      <p className="text-lg font-medium text-slate-800">{label}</p>
    </div>
  );
}

/** A whole screen that only waits: one main landmark with one heading. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <main className="grid min-h-screen place-items-center p-6">
      <h1 className="sr-only">{label}</h1>
      <Spinner label={label} />
    </main>
  );
}
