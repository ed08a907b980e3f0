import { formatRecoveryCode } from "@shared/domain/second-factor";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/lib/save-file";

type Props = { codes: string[]; onDone: () => void; doneLabel?: string };

const FILE_NAME = "acompana-codigos-de-recuperacion.txt";

/**
 * The recovery codes, shown this once: copy, download, and a confirmation that they are kept before going on
 * (the server keeps only their hashes).
 */
export function RecoveryCodesPanel({ codes, onDone, doneLabel = "Continuar" }: Props) {
  const id = useId();
  const [isSaved, setIsSaved] = useState(false);
  const [copied, setCopied] = useState("");
  const shown = codes.map(formatRecoveryCode);
  const text = `Acompaña: códigos de recuperación (cada uno sirve una vez)\n\n${shown.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("Códigos copiados.");
    } catch {
      setCopied("No se pudieron copiar. Use 'Descargar' o anótelos.");
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-2xl border-2 border-amber-600 bg-amber-50 p-5">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-slate-900">
        Sus códigos de recuperación
      </h2>
      <p className="text-base text-slate-800">
        Si pierde su teléfono o su llave, podrá entrar con uno de estos códigos. Cada código sirve una sola vez.
        Guárdelos ahora en un lugar seguro: no se volverán a mostrar.
      </p>
      <ol aria-label="Códigos de recuperación" className="grid grid-cols-1 gap-2 font-mono text-lg sm:grid-cols-2">
        {shown.map((code) => (
          <li key={code} className="rounded-lg bg-white px-3 py-2 tracking-wider text-slate-900">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          Copiar
        </Button>
        <Button variant="secondary" onClick={() => saveFile(new Blob([text], { type: "text/plain" }), FILE_NAME)}>
          Descargar
        </Button>
      </div>
      <p role="status" className="text-base text-slate-800 empty:hidden">
        {copied}
      </p>
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox id={`${id}-saved`} checked={isSaved} onCheckedChange={(value) => setIsSaved(value === true)} />
        <Label htmlFor={`${id}-saved`} className="cursor-pointer font-normal">
          He guardado los códigos en un lugar seguro
        </Label>
      </div>
      <Button size="lg" disabled={!isSaved} onClick={onDone}>
        {doneLabel}
      </Button>
    </section>
  );
}
