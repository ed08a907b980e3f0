import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";

function Page() {
  const [isOuterOpen, setIsOuterOpen] = useState(false);
  const [isInnerOpen, setIsInnerOpen] = useState(false);
  return (
    <main>
      <Button onClick={() => setIsOuterOpen(true)}>Abrir</Button>
      <Dialog open={isOuterOpen} onOpenChange={setIsOuterOpen}>
        <DialogContent>
          <DialogTitle>Primero</DialogTitle>
          <DialogDescription>Un diálogo.</DialogDescription>
          <Button onClick={() => setIsInnerOpen(true)}>Confirmar</Button>
          <Dialog open={isInnerOpen} onOpenChange={setIsInnerOpen}>
            <DialogContent>
              <DialogTitle>Segundo</DialogTitle>
              <DialogDescription>Otro diálogo encima.</DialogDescription>
            </DialogContent>
          </Dialog>
        </DialogContent>
      </Dialog>
    </main>
  );
}

const bodyChildOf = (element: HTMLElement): Element => {
  let current: Element = element;
  while (current.parentElement && current.parentElement !== document.body) current = current.parentElement;
  return current;
};

describe("modal dialog", () => {
  it("makes the page behind it inert, nested dialogs included, and gives it back on closing", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const page = bodyChildOf(screen.getByRole("button", { name: "Abrir" }));
    expect(page).not.toHaveAttribute("inert");

    await user.click(screen.getByRole("button", { name: "Abrir" }));
    const outer = await screen.findByRole("dialog", { name: "Primero" });
    await waitFor(() => expect(page).toHaveAttribute("inert"));
    expect(bodyChildOf(outer)).not.toHaveAttribute("inert");
    // The backdrop keeps receiving the click that closes the dialog.
    const backdrops = document.querySelectorAll("[data-modal-backdrop]");
    expect(backdrops).toHaveLength(1);
    expect(bodyChildOf(backdrops[0] as HTMLElement)).not.toHaveAttribute("inert");

    await user.click(screen.getByRole("button", { name: "Confirmar" }));
    const inner = await screen.findByRole("dialog", { name: "Segundo" });
    await waitFor(() => expect(bodyChildOf(outer)).toHaveAttribute("inert"));
    expect(bodyChildOf(inner)).not.toHaveAttribute("inert");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Segundo" })).toBeNull());
    expect(bodyChildOf(outer)).not.toHaveAttribute("inert");
    expect(page).toHaveAttribute("inert");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Primero" })).toBeNull());
    expect(page).not.toHaveAttribute("inert");
  });

  it("opens from its trigger, which names it and gets the focus back, also when a tap did not focus it", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Ver lista</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Lista</DialogTitle>
          <DialogDescription>Las personas.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole("button", { name: "Ver lista" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveAttribute("data-state", "closed");
    // Only while the dialog is there: an id that names nothing is an error for screen readers' checkers.
    expect(trigger).not.toHaveAttribute("aria-controls");

    trigger.click();
    const dialog = await screen.findByRole("dialog", { name: "Lista" });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(trigger).toHaveAttribute("aria-controls", dialog.id);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).not.toHaveAttribute("aria-controls");
  });
});
