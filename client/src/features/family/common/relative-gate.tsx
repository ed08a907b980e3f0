import type { Relative } from "@shared/api/elderly";
import { CircleAlert, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Spinner } from "@/components/spinner";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/query-client";
import { NoticeCard } from "./notice-card";
import { PendingLink } from "./pending-link";
import { PersonSwitcher } from "./person-switcher";
import { PrivateInfo } from "./private-info";
import { useRelatives } from "./use-relatives";

type RelativeGateProps = {
  /** Activity, reminders and stats need the person's family consent; messages need only the approved link. */
  needsConsent: boolean;
  children: (relative: Relative) => ReactNode;
  /** Shown under the screen for an approved link, with or without consent (ending the link is always possible). */
  footer?: (relative: Relative) => ReactNode;
};

/** Loads the linked people, offers the switcher and shows the right state before the screen itself. */
export function RelativeGate({ needsConsent, children, footer }: RelativeGateProps) {
  const { query, relatives, selected, select } = useRelatives();

  if (query.isPending) return <Spinner label="Cargando..." className="py-10" />;
  if (query.isError) {
    return (
      <NoticeCard icon={CircleAlert} title="No se pudo cargar la información" tone="error">
        <p className="text-lg text-slate-800">
          {getErrorMessage(query.error, "Compruebe su conexión e inténtelo de nuevo.")}
        </p>
        <Button variant="secondary" className="self-start" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </NoticeCard>
    );
  }
  if (!selected) {
    return (
      <NoticeCard icon={UserRound} title="Sin personas vinculadas">
        <p className="text-lg text-slate-800">
          Su cuenta todavía no está vinculada a ninguna persona mayor. El equipo de atención del municipio
          puede ayudarle a hacerlo.
        </p>
      </NoticeCard>
    );
  }

  let content: ReactNode;
  if (selected.status !== "approved") content = <PendingLink elderly={selected.elderly} />;
  else if (needsConsent && !selected.canSeeActivity)
    content = <PrivateInfo firstName={selected.elderly.firstName} />;
  else content = children(selected);

  return (
    <>
      <PersonSwitcher relatives={relatives} selectedId={selected.elderly.id} onSelect={select} />
      {content}
      {footer && selected.status === "approved" ? footer(selected) : null}
    </>
  );
}
