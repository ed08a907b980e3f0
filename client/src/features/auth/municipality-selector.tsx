import { municipalityEndpoints } from "@shared/api/routes";
import type { Municipality } from "@shared/api/municipalities";
import { useQuery } from "@tanstack/react-query";
import { Building2, Check } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { Spinner } from "@/components/spinner";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { queryKeyOf } from "@/lib/endpoint-client";
import { readStoredMunicipality, storeMunicipality } from "@/lib/municipality";
import { AuthLayout } from "./auth-layout";

/** "/": pick the municipality (stored locally), then go to role selection. */
export function MunicipalitySelector() {
  const [, setLocation] = useLocation();
  const [current] = useState(readStoredMunicipality);
  const { data, isPending, isError, refetch, isFetching } = useQuery<Municipality[]>({
    queryKey: queryKeyOf(municipalityEndpoints.list),
  });

  const choose = (municipality: Municipality) => {
    storeMunicipality({ id: municipality.id, name: municipality.name });
    setLocation("/select-user-type");
  };

  return (
    <AuthLayout
      title="Bienvenido/a a Acompaña"
      subtitle="Programa municipal de acompañamiento. Para empezar, elija su municipio."
    >
      <section aria-labelledby="municipality-heading" className="flex flex-col gap-4">
        <h2 id="municipality-heading" className="text-2xl font-semibold text-slate-900">
          Seleccione su municipio
        </h2>
        {isPending ? <Spinner label="Cargando municipios..." /> : null}
        {isError ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4">
            <p className="text-lg text-red-950">No se pudo cargar la lista de municipios.</p>
            <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? "Cargando..." : "Reintentar"}
            </Button>
          </div>
        ) : null}
        {data && data.length === 0 ? <p className="text-lg">No hay municipios disponibles.</p> : null}
        {data && data.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2">
            {data.map((municipality) => {
              const isCurrent = current?.id === municipality.id;
              return (
                <li key={municipality.id}>
                  <button
                    type="button"
                    onClick={() => choose(municipality)}
                    className={cn(
                      "flex min-h-20 w-full items-center gap-4 rounded-2xl border-2 bg-white p-4 text-left shadow-sm hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                      isCurrent ? "border-brand-700" : "border-slate-300",
                    )}
                  >
                    <Building2 aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-700" />
                    <span className="flex flex-col">
                      <span className="text-xl font-semibold text-slate-900">{municipality.name}</span>
                      <span className="text-base text-slate-700">{municipality.province}</span>
                      {isCurrent ? (
                        <span className="text-base text-brand-800">Elegido anteriormente</span>
                      ) : null}
                    </span>
                    {isCurrent ? (
                      <Check aria-hidden="true" className="ml-auto h-7 w-7 text-brand-700" />
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
    </AuthLayout>
  );
}
