import { PlaceholderPage } from "@/components/placeholder-page";

// First versions of the elderly sections: later issues fill them in.

export function ElderlyChatPage() {
  return (
    <PlaceholderPage
      isLarge
      title="Hablar con Asistente"
      description="Muy pronto podrá conversar aquí con el asistente virtual."
    />
  );
}

export function ElderlyRemindersPage() {
  return (
    <PlaceholderPage
      isLarge
      title="Recordatorios"
      description="Muy pronto verá aquí sus recordatorios de los próximos días."
    />
  );
}

export function MemoryExercisesPage() {
  return (
    <PlaceholderPage
      isLarge
      title="Ejercicios Memoria"
      description="Muy pronto podrá practicar aquí ejercicios de memoria."
    />
  );
}

export function ElderlyMessagesPage() {
  return (
    <PlaceholderPage
      isLarge
      title="Mensajes Familia"
      description="Muy pronto podrá leer aquí los mensajes de su familia."
    />
  );
}
