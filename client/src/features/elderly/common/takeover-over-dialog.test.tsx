import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { HELP_BAR_ID, useTakeoverKeys } from "./use-takeover-keys";

// A full-screen takeover that appears while a dialog is open (a reminder falling due as the text-size dialog
// opens) must not stay under the dialog's inert and aria-hidden outside: the dialog closes and the takeover
// takes the focus, with 'Ayuda profesional' still reachable.

let showTakeover: (isShown: boolean) => void = () => undefined;

function Takeover() {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    showTakeover = setIsShown;
  }, []);
  const boxRef = useRef<HTMLDivElement>(null);
  useTakeoverKeys(boxRef, isShown);
  if (!isShown) return null;
  return (
    <div ref={boxRef} role="alertdialog" aria-label="Es la hora de su recordatorio">
      <Button>Hecho</Button>
      <Button>Más tarde</Button>
    </div>
  );
}

function Screen() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div>
      <main>
        <h1>Hola, Carmen</h1>
        <Button onClick={() => setIsOpen(true)}>Configuración</Button>
      </main>
      <aside id={HELP_BAR_ID} aria-label="Ayuda">
        <Button>Ayuda profesional</Button>
      </aside>
      <Takeover />
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogTitle>Configuración de Accesibilidad</DialogTitle>
          <DialogDescription>Tamaño de letra.</DialogDescription>
          <Button>Listo</Button>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Hidden from assistive technology or the keyboard by an ancestor. */
const isShut = (element: Element) => !!element.closest("[inert], [aria-hidden='true']");

describe("a takeover that appears while a dialog is open", () => {
  it("closes the dialog, takes the focus, and leaves 'Ayuda profesional' reachable", async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole("button", { name: "Configuración" }));
    await screen.findByRole("dialog", { name: "Configuración de Accesibilidad" });

    act(() => showTakeover(true));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const takeover = screen.getByRole("alertdialog", { name: "Es la hora de su recordatorio" });
    expect(isShut(takeover)).toBe(false);
    await waitFor(() => expect(screen.getByRole("button", { name: "Hecho" })).toHaveFocus());
    const help = screen.getByRole("button", { name: "Ayuda profesional" });
    expect(isShut(help)).toBe(false);
    await user.tab();
    await user.tab();
    expect(help).toHaveFocus();
  });

  it("keeps a dialog opened over a takeover on purpose (the text size while a reminder shows)", async () => {
    const user = userEvent.setup();
    render(<Screen />);
    act(() => showTakeover(true));
    await screen.findByRole("alertdialog");
    // The gear lives outside the shell: here the page's button stands for it.
    screen.getByRole("button", { name: "Configuración", hidden: true }).click();
    const dialog = await screen.findByRole("dialog", { name: "Configuración de Accesibilidad" });
    await user.click(screen.getByRole("button", { name: "Listo" }));
    expect(dialog).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Hecho" })).toHaveFocus();
  });
});
