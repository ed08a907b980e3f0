import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Copies a secret to the clipboard and says so (visibly and to screen readers). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void copy()}>
        {state === "copied" ? (
          <Check aria-hidden="true" className="h-5 w-5" />
        ) : (
          <Copy aria-hidden="true" className="h-5 w-5" />
        )}
        {label}
      </Button>
      <span aria-live="polite" className="text-base text-slate-800">
        {state === "copied" ? "Copiado" : state === "failed" ? "No se pudo copiar: anótelo a mano" : ""}
      </span>
    </div>
  );
}
