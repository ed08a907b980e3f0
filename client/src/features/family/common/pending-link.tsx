import { Hourglass } from "lucide-react";
import { fullName } from "@shared/domain/names";
import { NoticeCard } from "./notice-card";

/**
 * docs/behaviour/06-roles-and-access.md#family-links: until the person or the care team confirms the link, nothing else
 * is shown.
 */
export function PendingLink({ elderly }: { elderly: { firstName: string; lastName: string } }) {
  return (
    <NoticeCard icon={Hourglass} title="Vínculo pendiente de confirmación" tone="warning">
      <p className="text-lg text-slate-800">
        Su solicitud para acompañar a {fullName(elderly)} está esperando confirmación. La confirmará la propia
        persona desde su pantalla de inicio o el equipo de atención del municipio.
      </p>
      <p className="text-lg text-slate-800">
        Cuando esté confirmada, verá aquí su panel y podrá enviarle mensajes.
      </p>
    </NoticeCard>
  );
}
