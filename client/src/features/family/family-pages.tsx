import { PlaceholderPage } from "@/components/placeholder-page";

export function FamilyRemindersPage() {
  return (
    <PlaceholderPage
      title="Gestión de Recordatorios"
      description="Muy pronto podrá crear y editar aquí los recordatorios de su familiar."
    />
  );
}

export function FamilyMessagesPage() {
  return <PlaceholderPage title="Mensajes" description="Muy pronto podrá escribir aquí a su familiar." />;
}
