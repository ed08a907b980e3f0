import { Info } from "lucide-react";

/** Plain-language summary of the person's data rights (GDPR) and how to withdraw consent. */
export function DataRights() {
  return (
    <section
      aria-labelledby="data-rights-title"
      className="rounded-2xl border-2 border-brand-700 bg-brand-50 p-5 text-slate-900"
    >
      <h3 id="data-rights-title" className="flex items-center gap-2 text-xl font-bold">
        <Info aria-hidden="true" className="h-7 w-7 shrink-0 text-brand-800" />
        Sus derechos sobre sus datos
      </h3>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-lg">
        <li>Puede pedir ver todos los datos que guardamos sobre usted.</li>
        <li>Puede pedir que corrijamos un dato que esté mal.</li>
        <li>Puede pedir que borremos sus datos.</li>
        <li>
          Puede retirar su permiso cuando quiera: apague el interruptor y pulse 'Guardar'. Retirarlo no afecta
          a lo que ya se hizo antes.
        </li>
        <li>Para cualquiera de estas peticiones, hable con el personal del programa de su ayuntamiento.</li>
      </ul>
    </section>
  );
}
