import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import {
  BASE,
  ok,
  pickerUrl,
  preloadShell,
  type Routes,
  signInProfessional,
  userCard,
  uuid,
} from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const suggestionUrl = (firstName: string, lastName: string) =>
  `GET ${BASE}/username-suggestion?${new URLSearchParams({ firstName, lastName }).toString()}`;

const createdElderly = (pin: string | null) => ({
  user: {
    id: uuid(77),
    firstName: "Rosa",
    lastName: "Pérez",
    username: "rosa.perez",
    role: "elderly",
    email: null,
  },
  pin,
  temporaryPassword: null,
});

async function openPage(routes: Routes) {
  const user = userEvent.setup({ delay: null });
  const fake = signInProfessional(routes);
  renderApp("/professional/create-user");
  await screen.findByRole("heading", { level: 1, name: "Crear Usuario" });
  return { user, fake };
}

describe("create user: older person", { timeout: 15_000 }, () => {
  it("suggests the username, records the person's consents and shows a generated PIN only once", async () => {
    const { user, fake } = await openPage({
      [suggestionUrl("Rosa", "Pérez")]: ok({ username: "rosa.perez" }),
      "POST /api/professional/users": { status: 201, body: createdElderly("4821") },
    });
    const form = screen.getByRole("form", { name: "Nueva persona mayor" });
    await user.type(within(form).getByRole("textbox", { name: "Nombre" }), "Rosa");
    await user.type(within(form).getByRole("textbox", { name: "Apellidos" }), "Pérez");
    await waitFor(() =>
      expect(within(form).getByRole("textbox", { name: "Nombre de usuario" })).toHaveValue("rosa.perez"),
    );
    const personal = within(form).getByRole("group", { name: /personal municipal/ });
    await user.click(within(personal).getByRole("radio", { name: "Sí, lo acepta" }));
    const family = within(form).getByRole("group", { name: /su familia/ });
    await user.click(within(family).getByRole("radio", { name: "No lo acepta" }));
    expect(within(form).getByRole("radio", { name: /Generar PIN/ })).toBeChecked();
    await user.click(within(form).getByRole("button", { name: "Crear persona mayor" }));

    const panel = await screen.findByRole("region", { name: "PIN de acceso de Rosa Pérez" });
    expect(within(panel).getByText("4821")).toBeInTheDocument();
    expect(within(panel).getByText(/no se volverá a mostrar/)).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Copiar pin de acceso" })).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === "POST")?.body).toMatchObject({
      kind: "elderly",
      firstName: "Rosa",
      lastName: "Pérez",
      username: "rosa.perez",
      personalConsent: true,
      familyConsent: false,
      generatePin: true,
    });

    await user.click(screen.getByRole("button", { name: "Crear otro usuario" }));
    expect(screen.queryByText("4821")).not.toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Nueva persona mayor" })).toBeInTheDocument();
  });

  it("marks missing fields inline in Spanish and sends nothing", async () => {
    const { user, fake } = await openPage({});
    const form = screen.getByRole("form", { name: "Nueva persona mayor" });
    await user.type(within(form).getByRole("textbox", { name: "Edad" }), "30");
    await user.click(within(form).getByRole("radio", { name: /Elegir PIN/ }));
    await user.type(within(form).getByRole("textbox", { name: /PIN \(4 dígitos\)/ }), "12");
    await user.click(within(form).getByRole("button", { name: "Crear persona mayor" }));

    const name = within(form).getByRole("textbox", { name: "Nombre" });
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("El nombre y los apellidos son obligatorios");
    expect(within(form).getByRole("textbox", { name: "Edad" })).toHaveAccessibleDescription(
      /La edad debe estar entre 50 y 120 años/,
    );
    expect(within(form).getByRole("textbox", { name: /PIN/ })).toHaveAccessibleDescription(
      "El PIN debe tener 4 dígitos",
    );
    expect(within(form).getAllByText("Indique si la persona da su consentimiento (sí o no)")).toHaveLength(2);
    expect(within(form).getByRole("textbox", { name: "Edad" })).toHaveValue("30");
    expect(fake.calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("keeps what was typed and shows the server's refusal", async () => {
    const { user } = await openPage({
      [suggestionUrl("Rosa", "Pérez")]: ok({ username: "rosa.perez" }),
      "POST /api/professional/users": {
        status: 409,
        body: { message: "Ese nombre de usuario ya existe" },
      },
    });
    const form = screen.getByRole("form", { name: "Nueva persona mayor" });
    await user.type(within(form).getByRole("textbox", { name: "Nombre" }), "Rosa");
    await user.type(within(form).getByRole("textbox", { name: "Apellidos" }), "Pérez");
    for (const group of within(form).getAllByRole("group", { name: /¿Acepta/ })) {
      await user.click(within(group).getByRole("radio", { name: "Sí, lo acepta" }));
    }
    await user.click(within(form).getByRole("radio", { name: /Elegir PIN/ }));
    await user.type(within(form).getByRole("textbox", { name: /PIN/ }), "1234");
    await user.click(within(form).getByRole("button", { name: "Crear persona mayor" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Ese nombre de usuario ya existe");
    expect(within(form).getByRole("textbox", { name: "Nombre" })).toHaveValue("Rosa");
    expect(within(form).getByRole("textbox", { name: /PIN/ })).toHaveValue("1234");
  });
});

describe("create user: family member", { timeout: 15_000 }, () => {
  it("links to a chosen older person and shows the temporary password once", async () => {
    const { user, fake } = await openPage({
      [pickerUrl()]: ok({
        items: [
          userCard(1, { firstName: "Carmen", lastName: "López", username: "carmen" }),
          userCard(2, { firstName: "Antonio", lastName: "García", username: "antonio" }),
        ],
        total: 2,
        page: 1,
        pageSize: 8,
      }),
      [pickerUrl("carm")]: ok({
        items: [userCard(1, { firstName: "Carmen", lastName: "López", username: "carmen" })],
        total: 1,
        page: 1,
        pageSize: 8,
      }),
      "POST /api/professional/users": {
        status: 201,
        body: {
          user: {
            id: uuid(88),
            firstName: "Javier",
            lastName: "López",
            username: "j@x.es",
            role: "family",
            email: "j@x.es",
          },
          pin: null,
          temporaryPassword: "Temporal-12345",
        },
      },
    });
    await user.click(screen.getByRole("radio", { name: /Familiar/ }));
    const form = screen.getByRole("form", { name: "Nuevo familiar" });
    await user.type(within(form).getByRole("textbox", { name: "Nombre" }), "Javier");
    await user.type(within(form).getByRole("textbox", { name: "Apellidos" }), "López");
    await user.type(within(form).getByRole("textbox", { name: /Correo/ }), "j@x.es");
    await user.type(within(form).getByRole("searchbox", { name: "Persona mayor a la que acompaña" }), "carm");
    await waitFor(() =>
      expect(within(form).queryByRole("radio", { name: /Antonio/ })).not.toBeInTheDocument(),
    );
    await user.click(within(form).getByRole("radio", { name: /Carmen López/ }));
    await user.click(within(form).getByRole("button", { name: "Crear familiar" }));

    const panel = await screen.findByRole("region", { name: "Contraseña temporal de Javier López" });
    expect(within(panel).getByText("Temporal-12345")).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === "POST")?.body).toEqual({
      kind: "family",
      firstName: "Javier",
      lastName: "López",
      email: "j@x.es",
      elderlyUserId: userCard(1).id,
    });
  });
});
