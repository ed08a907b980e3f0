import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render-app";
import { uuid, signInProfessional, PRO } from "@/test/professional/professional-test-utils";
import { RESPONSE, responseAnswer, responseRoute } from "@/test/professional/response-fixtures";
import { ResponsePanel } from "./response-panel";

afterEach(() => vi.unstubAllGlobals());

const cells = (table: HTMLElement, name: string | RegExp) =>
  within(within(table).getByRole("row", { name })).getAllByRole("cell").map((c) => c.textContent);

describe("response panel", () => {
  it("shows the summary, both steps per professional and in total, in plain Spanish, and the outcomes", async () => {
    signInProfessional({ [responseRoute()]: responseAnswer() });
    renderWithProviders(<ResponsePanel target={{ professionalId: PRO.id }} days={30} />);
    const panel = await screen.findByRole("region", { name: "Respuesta a las peticiones de ayuda" });
    const summary = await within(panel).findByRole("list", { name: "Resumen de la respuesta" });
    expect(within(summary).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Peticiones recibidas83 sin atender todavía",
      "«La atiendo» a tiempo57 % (4 de 7)Objetivo: 1 min",
      "«Atendida» a tiempo67 % (4 de 6)Objetivo: 15 min",
    ]);

    const ack = within(panel).getByRole("table", { name: /«La atiendo»/ });
    expect(within(ack).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Profesional",
      "Peticiones",
      "Mediana",
      "Percentil 90",
      "En 1 min o menos",
    ]);
    expect(cells(ack, /Lucía Romero/)).toEqual(["4", "35 s", "47 s", "100 % (4 de 4)"]);
    expect(cells(ack, /Pablo Vera/)).toEqual(["2", "1 min 45 s", "1 min 57 s", "0 % (0 de 2)"]);
    expect(cells(ack, /Total/)).toEqual(["6", "45 s", "1 min 45 s", "57 % (4 de 7)"]);

    // Pablo attended nothing: no row of his in the second table.
    const attend = within(panel).getByRole("table", { name: /«Atendida»/ });
    expect(within(attend).queryByRole("row", { name: /Pablo Vera/ })).not.toBeInTheDocument();
    expect(cells(attend, /Lucía Romero/)).toEqual(["3", "5 min", "7 min 40 s", "100 % (3 de 3)"]);
    expect(cells(attend, /Total/)).toEqual(["5", "6 min 40 s", "10 min 20 s", "67 % (4 de 6)"]);
    // Each table scrolls on its own at large text sizes and can be reached by keyboard.
    expect(within(panel).getByRole("region", { name: /«La atiendo»/ })).toHaveAttribute("tabindex", "0");

    const outcomes = within(panel).getByRole("list", { name: "Resultado de las atendidas" });
    expect(within(outcomes).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Llamada realizada: 1",
      "Visita: 1",
      "Falsa alarma: 2",
      "Derivado al 112: 1",
      "Otro: 0",
    ]);
  });

  it("asks for one person's figures, says when there were no requests, and what nobody answered yet", async () => {
    const person = uuid(1);
    const empty = { ...RESPONSE, raised: 0, open: 0, byProfessional: [] };
    const fake = signInProfessional({ [responseRoute(7, person)]: responseAnswer(empty) });
    renderWithProviders(<ResponsePanel target={{ userId: person }} days={7} />);
    expect(
      await screen.findByText("No hubo peticiones de ayuda ni alertas de salud críticas en este periodo."),
    ).toBeVisible();
    expect(fake.calls.map((c) => c.url)).toContain(`/api/metrics/response/${person}?days=7`);
  });

  it("shows 'Sin datos' where nothing was answered, and a failure with a way to retry", async () => {
    let isDown = true;
    const waiting = {
      ...RESPONSE,
      raised: 1,
      open: 1,
      acknowledge: { ...RESPONSE.attend, count: 0, medianSeconds: null, p90Seconds: null, withinTarget: 0, decided: 0, withinTargetRate: null },
      byProfessional: [],
    };
    signInProfessional({ [responseRoute()]: () => (isDown ? { status: 500, body: { message: "Fallo" } } : responseAnswer(waiting)) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResponsePanel target={{ professionalId: PRO.id }} days={30} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudieron cargar los tiempos de respuesta");
    isDown = false;
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    const ack = await screen.findByRole("table", { name: /«La atiendo»/ });
    expect(cells(ack, /Total/)).toEqual(["0", "Sin datos", "Sin datos", "Sin datos"]);
  });
});
