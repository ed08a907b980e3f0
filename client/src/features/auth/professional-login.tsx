import { PasswordPortal } from "./password-portal";
import { SsoSignIn } from "./sso-sign-in";

/** /professional and /professional-login: 'Portal Profesional'. */
export default function ProfessionalLogin() {
  return (
    <PasswordPortal
      portal="professional"
      title="Portal Profesional"
      subtitle="Acceso para el personal municipal y sanitario del programa."
      renderLoginExtra={(municipality) => <SsoSignIn municipality={municipality} />}
    />
  );
}
