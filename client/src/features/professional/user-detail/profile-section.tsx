import type { AdminUserProfile } from "@shared/api/user-admin";
import { joinList } from "../common/labels";
import { dateTimeLabel } from "../common/time-format";
import { DetailSection, Facts, orNone } from "./detail-section";

/** Personal data: username, age, health, contact, preferences and personality. */
export function ProfileSection({ profile, timezone }: { profile: AdminUserProfile; timezone: string }) {
  return (
    <DetailSection id="perfil" title="Datos personales">
      <Facts
        rows={[
          ["Usuario", profile.username],
          ["Edad", profile.age === null ? "No indicada" : `${profile.age} años`],
          ["Condiciones médicas", orNone(joinList(profile.medicalConditions))],
          ["Medicación", orNone(joinList(profile.medications))],
          ["Contacto de emergencia", orNone(profile.emergencyContactName)],
          ["Teléfono de emergencia", orNone(profile.emergencyContactPhone)],
          ["Correo de emergencia", orNone(profile.emergencyContactEmail)],
          ["Aficiones", orNone(joinList(profile.preferences.hobbies))],
          ["Gustos", orNone(joinList(profile.preferences.likes))],
          ["Personalidad", orNone(profile.personalityTraits)],
          ["PIN", profile.hasPin ? "Asignado" : "Sin PIN"],
          ["Alta en el programa", dateTimeLabel(profile.createdAt, timezone)],
        ]}
      />
    </DetailSection>
  );
}
