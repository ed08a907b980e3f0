import { PasswordPortal } from "./password-portal";

/** /family-login: 'Portal Familiar'. */
export default function FamilyLogin() {
  return (
    <PasswordPortal
      portal="family"
      title="Portal Familiar"
      subtitle="Acompañe a su familiar: vea su actividad (si lo permite), sus recordatorios y envíele mensajes."
    />
  );
}
