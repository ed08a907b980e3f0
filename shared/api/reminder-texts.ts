// The Spanish messages of creating and editing a reminder.
// Free of zod: the client imports these without the schemas (shared/api/routes.ts has the endpoints).

export const REMINDER_MESSAGES = {
  titleAndTime: "El título y la hora son obligatorios",
  dateForOnce: "Para recordatorios únicos es necesario especificar la fecha",
  badTime: "La hora debe tener el formato HH:MM",
  badDate: "La fecha no es válida",
  badWeekdays: "Los días de la semana deben ser números del 1 (lunes) al 7 (domingo)",
  noWeekdays: "Elija al menos un día de la semana",
  weekdaysWithDate: "Un recordatorio de una sola vez no puede repetirse en días de la semana",
  programActivity:
    "Este recordatorio pertenece a una actividad del programa y se gestiona desde el panel profesional",
} as const;
