import { NO_MUNICIPALITY_MESSAGE } from "@shared/api/session-texts";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import type { StoredMunicipality } from "@/lib/municipality";

/** Shows the chosen municipality, or explains that none is chosen and links back to "/". */
export function MunicipalityNotice({ municipality }: { municipality: StoredMunicipality | null }) {
  if (!municipality) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
        <p className="text-lg">{NO_MUNICIPALITY_MESSAGE}</p>
        <Link href="/" className={buttonClasses("secondary")}>
          Elegir municipio
        </Link>
      </div>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg text-slate-800">
      <span>
        Municipio: <strong className="text-slate-900">{municipality.name}</strong>
      </span>
      <Link href="/" className={buttonClasses("link", "default")}>
        Cambiar municipio
      </Link>
    </p>
  );
}
