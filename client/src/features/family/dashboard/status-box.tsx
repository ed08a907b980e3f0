import { CircleCheck, TriangleAlert } from "lucide-react";
import { Card } from "@/components/ui/card";
import type { OverallStatus } from "./status-rule";

/** 'Todo en orden' or the list of what needs attention (rule in status-rule.ts). */
export function StatusBox({
  status,
  firstName,
  isError,
}: {
  status: OverallStatus | null;
  firstName: string;
  isError: boolean;
}) {
  if (!status) {
    return (
      <Card className="p-5">
        <h2 className="text-2xl font-bold text-slate-900">Estado general</h2>
        <p className="text-lg text-slate-800">
          {isError ? "No se pudo comprobar el estado general." : "Comprobando..."}
        </p>
      </Card>
    );
  }
  if (status.isOk) {
    return (
      <Card className="flex items-start gap-4 border-2 border-green-700 bg-green-50 p-5">
        <CircleCheck aria-hidden="true" className="h-8 w-8 shrink-0 text-green-800" />
        <div className="flex flex-col gap-1">
          <h2 className="text-2xl font-bold text-green-900">Todo en orden</h2>
          <p className="text-lg text-slate-900">
            {firstName} ha tenido actividad en las últimas 24 horas y no tiene recordatorios de hoy vencidos.
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card className="flex items-start gap-4 border-2 border-amber-600 bg-amber-50 p-5">
      <TriangleAlert aria-hidden="true" className="h-8 w-8 shrink-0 text-amber-800" />
      <div className="flex min-w-0 flex-col gap-2">
        <h2 className="text-2xl font-bold text-amber-900">Necesita atención</h2>
        <ul aria-label="Puntos que necesitan atención" className="list-disc pl-5 text-lg text-slate-900">
          {status.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
