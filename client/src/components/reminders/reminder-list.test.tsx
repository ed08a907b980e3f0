import type { Reminder } from "@shared/api/reminders";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ReminderList } from "./reminder-list";
import { ELDERLY_ID, STAFF_ID, storedReminder } from "@/test/reminders/fixtures";

// The shared list of the family and professional reminder screens.

const TODAY = "2026-11-18";
const PROGRAMME_ID = "3a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";
const once = (title: string, reminderDate: string, reminderTime: string) =>
  storedReminder({ title, recurrence: "once", reminderDate, reminderTime });
const programme = (title: string) =>
  storedReminder({ title, type: "activity", programActivityId: PROGRAMME_ID, createdBy: STAFF_ID });

type Options = { isTodayStateShown?: boolean; canEditProgramme?: boolean };

function show(reminders: Reminder[], options: Options = {}) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(
    <ReminderList
      reminders={reminders}
      emptyText="Nada por aquí"
      elderlyId={ELDERLY_ID}
      today={TODAY}
      onEdit={onEdit}
      onDelete={onDelete}
      {...options}
    />,
  );
  return { onEdit, onDelete };
}

const item = (title: string) =>
  screen.getByRole("heading", { level: 3, name: title }).closest("li") as HTMLElement;
const titles = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("ReminderList", () => {
  it("puts daily reminders first, then once reminders by date and time, and hides inactive ones", () => {
    show([
      once("Cita lejana", "2026-11-25", "08:00"),
      storedReminder({ title: "Cena", reminderTime: "21:00" }),
      once("Cita mañana", "2026-11-19", "10:15"),
      storedReminder({ title: "Desayuno", reminderTime: "08:30" }),
      storedReminder({ title: "Borrado", isActive: false }),
    ]);
    expect(titles()).toEqual(["Desayuno", "Cena", "Cita mañana", "Cita lejana"]);
    expect(within(item("Desayuno")).getByText("Medicina · Cada día a las 08:30")).toBeInTheDocument();
    expect(
      within(item("Cita mañana")).getByText("Medicina · Mañana a las 10:15 (una sola vez)"),
    ).toBeInTheDocument();
    const far = "Medicina · Miércoles, 25 de noviembre a las 08:00 (una sola vez)";
    expect(within(item("Cita lejana")).getByText(far)).toBeInTheDocument();
  });

  it("shows the empty text when no reminder is active", () => {
    show([storedReminder({ isActive: false })]);
    expect(screen.getByText("Nada por aquí")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("for family: no today's state, and a programme activity cannot be edited or deleted", () => {
    show([programme("Taller")]);
    const taller = item("Taller");
    expect(within(taller).queryByRole("button")).toBeNull();
    expect(within(taller).getByText(/se gestiona desde el panel profesional/)).toBeInTheDocument();
    expect(within(taller).queryByText(/hoy/i)).toBeNull();
  });

  it("for staff: today's state of each reminder, and programme activities are editable", async () => {
    const user = userEvent.setup();
    const { onEdit, onDelete } = show(
      [
        storedReminder({ title: "Hecho", completedToday: true }),
        storedReminder({ title: "Diario" }),
        storedReminder({ title: "Hoy", recurrence: "once", reminderDate: TODAY }),
        storedReminder({ title: "Otro día", recurrence: "once", reminderDate: "2026-11-20" }),
        programme("Taller"),
      ],
      { isTodayStateShown: true, canEditProgramme: true },
    );
    expect(within(item("Hecho")).getByText("Completado hoy")).toBeInTheDocument();
    expect(within(item("Diario")).getByText("Pendiente hoy")).toBeInTheDocument();
    expect(within(item("Hoy")).getByText("Pendiente hoy")).toBeInTheDocument();
    expect(within(item("Otro día")).getByText("Hoy no toca")).toBeInTheDocument();
    const taller = item("Taller");
    expect(within(taller).getByText("Actividad del programa")).toBeInTheDocument();
    await user.click(within(taller).getByRole("button", { name: "Editar Taller" }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ title: "Taller" }));
    await user.click(within(taller).getByRole("button", { name: "Eliminar Taller" }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ title: "Taller" }));
  });
});
