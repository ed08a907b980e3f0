import type { ReminderFormValues } from "@/components/reminders/reminder-form-values";

/** Common reminders a family member can add with one click (they open the dialog already filled in). */
export const REMINDER_SUGGESTIONS: readonly ReminderFormValues[] = [
  {
    title: "Llamada diaria",
    description: "Llamar para charlar un rato y saber cómo ha ido el día",
    type: "call",
    reminderTime: "19:00",
    recurrence: "daily",
    reminderDate: "",
    moreTimes: [],
    isSomeWeekdays: false,
    weekdays: [],
  },
  {
    title: "Medicina con el desayuno",
    description: "Tomar la medicación de la mañana con el desayuno",
    type: "medicine",
    reminderTime: "09:00",
    recurrence: "daily",
    reminderDate: "",
    moreTimes: [],
    isSomeWeekdays: false,
    weekdays: [],
  },
  {
    title: "Paseo",
    description: "Salir a caminar media hora",
    type: "activity",
    reminderTime: "11:00",
    recurrence: "daily",
    reminderDate: "",
    moreTimes: [],
    isSomeWeekdays: false,
    weekdays: [],
  },
  {
    title: "Beber agua",
    description: "Tomar un vaso de agua",
    type: "activity",
    reminderTime: "17:00",
    recurrence: "daily",
    reminderDate: "",
    moreTimes: [],
    isSomeWeekdays: false,
    weekdays: [],
  },
];
