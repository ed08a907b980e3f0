import { screen, within } from "@testing-library/react";

/**
 * The reminder dialog once its form is there: the form loads after the screen (reminder-dialog.tsx), so a dialog
 * opened at once may show 'Cargando...' for a moment first.
 */
export async function findReminderDialog(name: "Nuevo Recordatorio" | "Editar Recordatorio"): Promise<HTMLElement> {
  const dialog = await screen.findByRole("dialog", { name });
  await within(dialog).findByRole("textbox", { name: "Título" }, { timeout: 10_000 });
  return dialog;
}
