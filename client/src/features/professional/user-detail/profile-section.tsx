import type { AdminUserProfile } from "@shared/api/user-admin";
import { fullName } from "@shared/domain/names";
import { joinList } from "../common/labels";
import { PhoneLink } from "../common/phone-link";
import { dateTimeLabel } from "../common/time-format";
import { DetailSection, Facts, orNone } from "./detail-section";

const livesAloneLabel = (livesAlone: boolean | null) =>
  livesAlone === null ? "No indicado" : livesAlone ? "Sí" : "No";

/** Personal data: username, age, home and phones (as tel: links), health, contact, preferences and personality. */
export function ProfileSection({ profile, timezone }: { profile: AdminUserProfile; timezone: string }) {
  const keyHolder = profile.keyHolderName.trim();
  const contact = profile.emergencyContactName?.trim();
  return (
    <DetailSection id="perfil" title="Datos personales">
      <Facts
        rows={[
          ["Usuario", profile.username],
          ["Edad", profile.age === null ? "No indicada" : `${profile.age} años`],
          ["Teléfono", <PhoneLink phone={profile.phone} who={fullName(profile)} />],
          ["Dirección", orNone(profile.address)],
          ["Distrito o barrio", orNone(profile.district)],
          ["Vive sola/solo", livesAloneLabel(profile.livesAlone)],
          ["Quién tiene llave", orNone(keyHolder)],
          [
            "Teléfono de quien tiene llave",
            <PhoneLink phone={profile.keyHolderPhone} who={keyHolder || "quien tiene llave"} />,
          ],
          ["Médico de cabecera", orNone(profile.gpName)],
          ["Centro de salud", orNone(profile.healthCentreName)],
          [
            "Teléfono del centro de salud",
            <PhoneLink phone={profile.healthCentrePhone} who={profile.healthCentreName.trim() || "el centro de salud"} />,
          ],
          ["Trato", profile.formOfAddress === "usted" ? "De usted" : "De tú"],
          ["Condiciones médicas", orNone(joinList(profile.medicalConditions))],
          ["Medicación", orNone(joinList(profile.medications))],
          ["Contacto de emergencia", orNone(profile.emergencyContactName)],
          [
            "Teléfono de emergencia",
            <PhoneLink phone={profile.emergencyContactPhone} who={contact || "el contacto de emergencia"} />,
          ],
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
