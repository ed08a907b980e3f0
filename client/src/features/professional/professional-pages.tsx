import { PlaceholderPage } from "@/components/placeholder-page";

export function CreateUserPage() {
  return (
    <PlaceholderPage
      title="Crear Usuario"
      description="Muy pronto podrá dar de alta aquí a personas mayores y familiares."
    />
  );
}

export function ProfessionalRemindersPage() {
  return (
    <PlaceholderPage
      title="Gestión de Recordatorios"
      description="Muy pronto podrá gestionar aquí los recordatorios de sus usuarios."
    />
  );
}

export function PasswordsPage() {
  return (
    <PlaceholderPage
      title="Gestión de PINs"
      description="Muy pronto podrá asignar y restablecer aquí los PIN."
    />
  );
}
