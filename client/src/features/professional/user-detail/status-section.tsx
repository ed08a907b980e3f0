import type { AdminUserProfile } from "@shared/api/user-admin";
import { statusLabel } from "@shared/domain/status";
import { Badge } from "../common/badge";
import { dateTimeLabel, relativeTime } from "../common/time-format";
import { DetailSection, Facts } from "./detail-section";

type StatusSectionProps = { profile: AdminUserProfile; now: Date; timezone: string };

/** 'Activa' / 'Alerta' (docs/behaviour/04-states.md), last activity and last login. */
export function StatusSection({ profile, now, timezone }: StatusSectionProps) {
  const label = statusLabel(profile.lastActivity ? new Date(profile.lastActivity) : null, now);
  return (
    <DetailSection id="estado" title="Estado y actividad">
      <Facts
        rows={[
          [
            "Estado",
            <Badge key="estado" tone={label === "Alerta" ? "warning" : "success"}>
              {label}
            </Badge>,
          ],
          [
            "Última actividad",
            profile.lastActivity
              ? `${relativeTime(profile.lastActivity, now)} (${dateTimeLabel(profile.lastActivity, timezone)})`
              : "Nunca",
          ],
          ["Último acceso", profile.lastLoginAt ? dateTimeLabel(profile.lastLoginAt, timezone) : "Nunca"],
        ]}
      />
    </DetailSection>
  );
}
