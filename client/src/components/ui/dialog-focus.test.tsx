import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-app";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { Toaster } from "./toaster";
import { resetToasts, toast } from "./use-toast";

/** A page whose dialog is opened from a banner that the dialog's own action removes. */
function BannerPage() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasBanner, setHasBanner] = useState(true);
  return (
    <main>
      <h1>Panel</h1>
      {hasBanner ? <Button onClick={() => setIsOpen(true)}>Abrir alerta</Button> : null}
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogTitle>Alertas Pendientes</DialogTitle>
          <DialogDescription>Lista.</DialogDescription>
          <Button
            onClick={() => {
              setHasBanner(false);
              toast({ title: "Alerta eliminada" });
            }}
          >
            Guardar como atendida
          </Button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

afterEach(() => act(() => resetToasts()));

describe("dialog focus", () => {
  it("returns the focus to the page heading when the control that opened it is gone", async () => {
    const user = userEvent.setup();
    render(<BannerPage />);
    await user.click(screen.getByRole("button", { name: "Abrir alerta" }));
    await screen.findByRole("dialog", { name: "Alertas Pendientes" });
    await user.click(screen.getByRole("button", { name: "Guardar como atendida" }));
    await user.click(screen.getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("heading", { name: "Panel" })).toHaveFocus();
  });

  it("closes the dialog with the first Escape even when a toast came after it", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <BannerPage />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Abrir alerta" }));
    await screen.findByRole("dialog", { name: "Alertas Pendientes" });
    await user.click(screen.getByRole("button", { name: "Guardar como atendida" }));
    expect(await screen.findByText("Alerta eliminada")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
