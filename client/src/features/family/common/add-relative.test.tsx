import { FAMILY_LINK_MESSAGES } from "@shared/api/family-link-texts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { ANTONIO_ID, findToastText, PRIVATE, relative, signInFamily } from "@/test/family/fixtures";
import { setupFamilyTests } from "@/test/family/setup-family-tests";

setupFamilyTests();

const antonio = relative({
  linkId: "1e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b",
  status: "pending",
  elderly: { id: ANTONIO_ID, firstName: "Antonio", lastName: "Ruiz" },
  canSeeActivity: false,
});

/** Javier accompanies Carmen without consent (nothing else is loaded); relatives answer as given. */
function signIn(extra: Record<string, { status: number; body?: unknown }>, relativesAfter = [relative()]) {
  let isRequested = false;
  return signInFamily({
    "GET /api/family/relatives": () => ({
      status: 200,
      body: isRequested ? relativesAfter : [relative({ canSeeActivity: false })],
    }),
    ...Object.fromEntries(
      Object.entries(extra).map(([key, answer]) => [
        key,
        () => {
          if (answer.status === 202) isRequested = true;
          return answer;
        },
      ]),
    ),
  });
}

async function openForm() {
  const user = userEvent.setup();
  renderApp("/dashboard");
  const section = await screen.findByRole("region", { name: "Acompañar a otra persona" });
  const toggle = within(section).getByRole("button", { name: "Añadir persona" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  await user.click(toggle);
  expect(within(section).getByRole("button", { name: "Cerrar" })).toHaveAttribute("aria-expanded", "true");
  return { user, section, field: within(section).getByLabelText("Usuario o nombre de la persona mayor") };
}

describe("'Acompañar a otra persona' on the family dashboard", () => {
  it("sends the request, says so, and the switcher lists the new person as pending", async () => {
    const { calls } = signIn(
      { "POST /api/family/links": { status: 202, body: { message: FAMILY_LINK_MESSAGES.sent } } },
      [relative({ canSeeActivity: false }), antonio],
    );
    const { user, section, field } = await openForm();
    await user.type(field, "  Antonio ");
    await user.click(within(section).getByRole("button", { name: "Enviar solicitud" }));
    expect(await findToastText("Solicitud enviada")).toBeInTheDocument();
    expect(await findToastText(FAMILY_LINK_MESSAGES.sent)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      expect.objectContaining({ url: "/api/family/links", body: { elderlyUserName: "Antonio" } }),
    ]);
    const switcher = await screen.findByLabelText("Persona a la que acompaña");
    expect(within(switcher).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Carmen García",
      "Antonio Ruiz (pendiente)",
    ]);
    // The person on screen does not change, and the form closes.
    expect(screen.getByRole("heading", { level: 2, name: "Información privada" })).toBeInTheDocument();
    expect(within(section).queryByLabelText("Usuario o nombre de la persona mayor")).not.toBeInTheDocument();
  });

  it("shows the server's reason and keeps the typed name", async () => {
    const tooMany = "Ha enviado el máximo de 5 solicitudes por hoy. Podrá enviar otra mañana.";
    signIn({ "POST /api/family/links": { status: 429, body: { message: tooMany } } });
    const { user, section, field } = await openForm();
    await user.type(field, "Carmen");
    await user.click(within(section).getByRole("button", { name: "Enviar solicitud" }));
    expect(await findToastText("No se pudo enviar la solicitud")).toBeInTheDocument();
    expect(await findToastText(tooMany)).toBeInTheDocument();
    expect(field).toHaveValue("Carmen");
  });

  it("asks for a name before sending anything", async () => {
    const { calls } = signIn({ "POST /api/family/links": PRIVATE });
    const { user, section, field } = await openForm();
    await user.type(field, "   ");
    await user.click(within(section).getByRole("button", { name: "Enviar solicitud" }));
    expect(await findToastText(FAMILY_LINK_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});
