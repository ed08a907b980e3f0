import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import {
  CARMEN,
  deferred,
  FIRST_PAINT,
  signInCarmen,
  warmElderlyShell,
} from "@/test/elderly/elderly-test-utils";

const CONSENTS = `GET /api/users/me/consents/${CARMEN.id}`;
const FAMILY = "Mi familia puede ver mi actividad";
const STAFF = "El personal municipal puede ver mis datos";

beforeAll(warmElderlyShell);
afterEach(() => vi.unstubAllGlobals());

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Ajustes de Privacidad" }, FIRST_PAINT));
  const dialog = await screen.findByRole("dialog", { name: "Ajustes de Privacidad" });
  await within(dialog).findByRole("switch", { name: FAMILY });
  return dialog;
}

describe("privacy settings dialog", () => {
  it("holds local values until saved; 'Cancelar' discards them", async () => {
    const { calls } = signInCarmen({
      [CONSENTS]: { status: 200, body: { familyConsent: true, personalConsent: false } },
    });
    const user = userEvent.setup();
    renderApp("/");
    let dialog = await openDialog(user);
    expect(within(dialog).getByRole("switch", { name: FAMILY })).toBeChecked();
    expect(within(dialog).getByRole("switch", { name: STAFF })).not.toBeChecked();
    expect(within(dialog).getByRole("heading", { name: "Sus derechos sobre sus datos" })).toBeInTheDocument();
    // Access, rectification, erasure and how to withdraw (GDPR), in plain words.
    for (const right of [/ver todos los datos/, /corrijamos/, /borremos/, /retirar su permiso/]) {
      expect(within(dialog).getByText(right)).toBeInTheDocument();
    }

    await user.click(within(dialog).getByRole("switch", { name: STAFF }));
    expect(within(dialog).getByRole("switch", { name: STAFF })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    dialog = await openDialog(user);
    expect(within(dialog).getByRole("switch", { name: STAFF })).not.toBeChecked();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("saves exactly { userId, familyConsent, personalConsent }, confirms and reloads", async () => {
    let saved = { familyConsent: true, personalConsent: false };
    const { calls } = signInCarmen({
      [CONSENTS]: () => ({ status: 200, body: saved }),
      "PUT /api/users/me/consents": () => {
        saved = { familyConsent: false, personalConsent: true };
        return { status: 200, body: { ...saved, removedTablets: [] } };
      },
    });
    const user = userEvent.setup();
    renderApp("/");
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("switch", { name: FAMILY }));
    await user.click(within(dialog).getByRole("switch", { name: STAFF }));
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Consentimientos actualizados")).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === "PUT");
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toStrictEqual({ userId: CARMEN.id, familyConsent: false, personalConsent: true });
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith("/api/users/me/consents/"))).toHaveLength(2),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("tells the person, by name, which relative's tablet went when family consent is withdrawn", async () => {
    signInCarmen({
      [CONSENTS]: { status: 200, body: { familyConsent: true, personalConsent: true } },
      "PUT /api/users/me/consents": {
        status: 200,
        body: {
          familyConsent: false,
          personalConsent: true,
          removedTablets: [{ relativeFirstName: "Javier", devices: 1 }],
        },
      },
    });
    const user = userEvent.setup();
    renderApp("/");
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("switch", { name: FAMILY }));
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText(/Se ha quitado la tableta que registró Javier/)).toBeInTheDocument();
  });

  it("stops sharing with one relative at once and says whose tablet went", async () => {
    const LINK = "7a0c2c4e-1111-4111-8111-000000000001";
    let approved = [{ linkId: LINK, userId: "7a0c2c4e-2222-4222-8222-000000000002", firstName: "Javier", lastName: "López" }];
    const { calls } = signInCarmen({
      [CONSENTS]: { status: 200, body: { familyConsent: true, personalConsent: true } },
      [`GET /api/family/links/${CARMEN.id}`]: () => ({ status: 200, body: { approved, pending: [] } }),
      [`DELETE /api/family/links/${LINK}`]: () => {
        approved = [];
        return { status: 200, body: { removedTablets: [{ relativeFirstName: "Javier", devices: 1 }] } };
      },
    });
    const user = userEvent.setup();
    renderApp("/");
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole("button", { name: "Dejar de compartir con Javier" }));
    // A question first; its safe answer has the focus.
    expect(within(dialog).getByRole("button", { name: "No" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Sí, quitar a Javier" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      /Javier ya no le acompaña en la aplicación\. Se ha quitado la tableta que registró Javier/,
    );
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
    await waitFor(() =>
      expect(within(dialog).queryByRole("button", { name: "Dejar de compartir con Javier" })).not.toBeInTheDocument(),
    );
  });

  it("sends nothing more while a save is pending ('Guardando...')", async () => {
    const held = deferred<{ status: number; body: object }>();
    const { calls } = signInCarmen({
      [CONSENTS]: { status: 200, body: { familyConsent: true, personalConsent: true } },
      "PUT /api/users/me/consents": () => held.promise,
    });
    const user = userEvent.setup();
    renderApp("/");
    const dialog = await openDialog(user);
    const save = within(dialog).getByRole("button", { name: "Guardar" });
    await user.click(save);
    expect(await within(dialog).findByText("Guardando...")).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.click(save);
    await user.keyboard("{Enter}");
    held.resolve({ status: 200, body: { familyConsent: true, personalConsent: true, removedTablets: [] } });
    expect(await screen.findByText("Consentimientos actualizados")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  });

  it("keeps the dialog and the choices when saving fails", async () => {
    signInCarmen({
      [CONSENTS]: { status: 200, body: { familyConsent: false, personalConsent: false } },
      "PUT /api/users/me/consents": { status: 500, body: { message: "fallo" } },
    });
    const user = userEvent.setup();
    renderApp("/");
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("switch", { name: FAMILY }));
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));
    expect(
      await screen.findByText("No se pudieron guardar tus preferencias. Intenta de nuevo."),
    ).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(within(dialog).getByRole("switch", { name: FAMILY })).toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Guardar" })).toBeEnabled();
  });
});
