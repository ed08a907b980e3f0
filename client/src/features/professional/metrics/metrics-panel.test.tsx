import type { UserCard } from "@shared/api/professional";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render-app";
import { followUpAnswer, followUpRoute } from "@/test/professional/follow-up-fixtures";
import { metricsAnswer, metricsRoute } from "@/test/professional/metrics-fixtures";
import { responseAnswer, responseRoute } from "@/test/professional/response-fixtures";
import {
  BASE,
  ok,
  type Routes,
  SUMMARY,
  signInProfessional,
  userCard,
} from "@/test/professional/professional-test-utils";
import MetricsPanel from "./metrics-panel";

afterEach(() => vi.unstubAllGlobals());

const CARMEN = userCard(1, { firstName: "Carmen", lastName: "López", username: "carmen" });
const ANTONIO = userCard(3, { firstName: "Antonio", lastName: "García", username: "antonio" });

/** The consented people the selector asks the server for (same parameter order as the client). */
const peopleRoute = (search = "") =>
  `GET ${BASE}/users?${new URLSearchParams({ search, status: "all", page: "1", pageSize: "50", consentOnly: "true" })}`;
const page = (items: UserCard[], total = items.length) => ok({ items, total, page: 1, pageSize: 50 });

/** Summary with 12 consented people, the first page of them and the three aggregated 30-day answers. */
function routes(overrides: Routes = {}): Routes {
  return {
    [`GET ${BASE}/summary`]: ok(SUMMARY),
    [peopleRoute()]: page([CARMEN, ANTONIO], 12),
    [metricsRoute("engagement")]: ok(metricsAnswer("engagement")),
    [metricsRoute("health")]: ok(metricsAnswer("health")),
    [metricsRoute("ai-quality")]: ok(metricsAnswer("ai-quality")),
    [responseRoute()]: responseAnswer(),
    [followUpRoute()]: followUpAnswer(),
    ...overrides,
  };
}

const metricCalls = (calls: { url: string }[]) =>
  calls.filter((call) => /^\/api\/metrics\/(?!response\/|follow-up\/)/.test(call.url));
const kpiValue = (label: string) => {
  const card = within(screen.getByRole("list", { name: "Indicadores clave" }))
    .getByRole("heading", { name: label })
    .closest("li");
  if (!card) throw new Error(`no KPI card ${label}`);
  return within(card);
};

describe("metrics panel", () => {
  it("says it is loading while the metrics are on their way", async () => {
    const never = () => new Promise<never>(() => undefined);
    signInProfessional(routes({ [metricsRoute("health")]: never }));
    renderWithProviders(<MetricsPanel />);
    expect(await screen.findByRole("status")).toHaveTextContent("Cargando métricas...");
    expect(screen.getByRole("heading", { level: 2, name: "Panel de Métricas" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Indicadores clave" })).not.toBeInTheDocument();
  });

  it("shows the four KPIs, the health percentages, the trends and the executive summary", async () => {
    const fake = signInProfessional(routes());
    renderWithProviders(<MetricsPanel />);
    await screen.findByRole("list", { name: "Indicadores clave" });
    // engagementRate 0.6667 -> one decimal; adherence 0.845 -> rounded; counts as they are.
    expect(kpiValue("Tasa de Participación").getByText("66,7 %")).toBeInTheDocument();
    expect(kpiValue("Adherencia a Medicación").getByText("85 %")).toBeInTheDocument();
    expect(kpiValue("Ejercicios Cognitivos").getByText("37")).toBeInTheDocument();
    expect(kpiValue("Alertas de Salud").getByText("3")).toBeInTheDocument();
    const followUp = await screen.findByRole("list", { name: "Resumen del seguimiento" });
    expect(within(followUp).getByText("3 / 4")).toBeInTheDocument();
    expect(within(followUp).getByText("50 %")).toBeInTheDocument();

    const health = screen.getByRole("region", { name: "Salud" });
    expect(within(health).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Adherencia a medicación: 85 %",
      "Asistencia a citas: 60 %",
      "Recordatorios a tiempo: 92 %",
    ]);
    // The bar chart's numbers are in a table too (the drawing is hidden from screen readers).
    const engagement = screen.getByRole("region", { name: "Participación" });
    const sessions = within(engagement).getByRole("row", { name: /Inicios de sesión/ });
    expect(within(sessions).getAllByRole("cell").map((c) => c.textContent)).toEqual(["240", "120"]);

    // Trends: 3 alerts against 1 in the previous period -> +200 %, shown as bad news.
    const trends = screen.getByRole("region", { name: "Tendencias" });
    const alerts = within(trends).getByRole("row", { name: /Alertas de salud/ });
    expect(within(alerts).getAllByRole("cell").map((c) => c.textContent)).toEqual(["3", "1", "Sube 200,0 %"]);
    expect(within(alerts).getByText("Sube 200,0 %").closest("td")).toHaveClass("text-red-800");

    expect(within(screen.getByRole("region", { name: "Logros" })).getByText(/Buena adherencia/)).toBeVisible();
    expect(within(screen.getByRole("region", { name: "Áreas de Mejora" })).getByText(/3 alertas de salud/)).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Recomendaciones" })).getByText(/Confirmar las citas/),
    ).toBeVisible();
    expect(screen.getByText(/Todas las personas con consentimiento \(12 personas incluidas\)/)).toBeVisible();
    expect(metricCalls(fake.calls).map((c) => c.url)).toEqual([
      `/api/metrics/engagement/aggregated?days=30&professionalId=${BASE.split("/").pop()}&consentOnly=true`,
      `/api/metrics/health/aggregated?days=30&professionalId=${BASE.split("/").pop()}&consentOnly=true`,
      `/api/metrics/ai-quality/aggregated?days=30&professionalId=${BASE.split("/").pop()}&consentOnly=true`,
    ]);
  });

  it("says plainly that there is no percentage when the previous period was 0", async () => {
    signInProfessional(
      routes({
        [metricsRoute("engagement")]: ok(metricsAnswer("engagement", { previous: { cognitiveExercises: 0 } })),
      }),
    );
    renderWithProviders(<MetricsPanel />);
    const trends = await screen.findByRole("region", { name: "Tendencias" });
    const row = within(trends).getByRole("row", { name: /Ejercicios cognitivos/ });
    expect(within(row).getAllByRole("cell").map((c) => c.textContent)).toEqual([
      "37",
      "0",
      "Sube desde 0 (sin porcentaje)",
    ]);
  });

  it("says there is no data to compare with when nobody was in the programme in the previous period", async () => {
    const empty = { previousUserDays: 0 };
    signInProfessional(
      routes({
        [metricsRoute("engagement")]: ok(metricsAnswer("engagement", { ...empty, previous: { cognitiveExercises: 0 } })),
        [metricsRoute("health")]: ok(metricsAnswer("health", { ...empty, previous: { medicationAdherence: 0 } })),
        [metricsRoute("ai-quality")]: ok(metricsAnswer("ai-quality", empty)),
      }),
    );
    renderWithProviders(<MetricsPanel />);
    const trends = await screen.findByRole("region", { name: "Tendencias" });
    const cells = (name: RegExp) =>
      within(within(trends).getByRole("row", { name })).getAllByRole("cell").map((c) => c.textContent);
    expect(cells(/Ejercicios cognitivos/)).toEqual(["37", "Sin datos", "Sin datos del periodo anterior"]);
    expect(cells(/Adherencia a medicación/)).toEqual(["85 %", "Sin datos", "Sin datos del periodo anterior"]);
    expect(trends).not.toHaveTextContent(/desde 0|Sube|Baja/);
    expect(within(trends).queryByText(/^0(,0)? %$/)).not.toBeInTheDocument();
  });

  it("rounds a figure the same way in the KPI card, the chart, the trends and the executive summary", async () => {
    signInProfessional(
      routes({
        [metricsRoute("health")]: ok(metricsAnswer("health", { current: { medicationAdherence: 0.619 } })),
      }),
    );
    renderWithProviders(<MetricsPanel />);
    expect(await screen.findByRole("list", { name: "Indicadores clave" })).toBeVisible();
    expect(kpiValue("Adherencia a Medicación").getByText("62 %")).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Resumen Ejecutivo" });
    expect(summary).toHaveTextContent("Adherencia a la medicación baja: 62 % (menos del 70 %).");
    expect(document.body).not.toHaveTextContent("61,9");
  });

  it.each([
    ["engagement", 500, "Failed to fetch engagement metrics: 500"],
    ["health", 403, "Failed to fetch health metrics: 403"],
    ["ai-quality", 503, "Failed to fetch AI quality metrics: 503"],
  ] as const)("shows the documented failure text when the %s call fails", async (kind, status, text) => {
    signInProfessional(routes({ [metricsRoute(kind)]: { status, body: { message: "Motivo del servidor" } } }));
    renderWithProviders(<MetricsPanel />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudieron cargar las métricas");
    expect(within(alert).getByText(text)).toBeInTheDocument();
    expect(alert).toHaveTextContent("Motivo del servidor");
    expect(within(alert).getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Indicadores clave" })).not.toBeInTheDocument();
  });

  it("retries only the failed call and then shows the figures", async () => {
    let isDown = true;
    const fake = signInProfessional(
      routes({
        [metricsRoute("health")]: () => (isDown ? { status: 500 } : ok(metricsAnswer("health"))),
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MetricsPanel />);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to fetch health metrics: 500")).toBeInTheDocument();
    isDown = false;
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    await screen.findByRole("list", { name: "Indicadores clave" });
    expect(metricCalls(fake.calls)).toHaveLength(4);
  });

  it("with nobody consenting shows an empty state and makes no metric call", async () => {
    const fake = signInProfessional(
      routes({
        [`GET ${BASE}/summary`]: ok({ ...SUMMARY, consentedUsers: 0 }),
        [peopleRoute()]: page([]),
      }),
    );
    renderWithProviders(<MetricsPanel />);
    expect(
      await screen.findByText(
        "Todavía no hay personas con consentimiento municipal: las métricas aparecerán cuando alguna lo dé.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("combobox", { name: "Usuario" })).not.toBeInTheDocument();
    expect(metricCalls(fake.calls)).toEqual([]);
  });

  it("offers everyone with consent by default, then one consented person, and refetches on a change", async () => {
    const fake = signInProfessional(
      routes({
        [metricsRoute("engagement", 30, CARMEN.id)]: ok(
          metricsAnswer("engagement", { userId: CARMEN.id, current: { cognitiveExercises: 4 } }),
        ),
        [metricsRoute("health", 30, CARMEN.id)]: ok(metricsAnswer("health", { userId: CARMEN.id })),
        [metricsRoute("ai-quality", 30, CARMEN.id)]: ok(metricsAnswer("ai-quality", { userId: CARMEN.id })),
        [metricsRoute("engagement", 7, CARMEN.id)]: ok(
          metricsAnswer("engagement", { userId: CARMEN.id, days: 7, current: { cognitiveExercises: 1 } }),
        ),
        [metricsRoute("health", 7, CARMEN.id)]: ok(metricsAnswer("health", { userId: CARMEN.id, days: 7 })),
        [metricsRoute("ai-quality", 7, CARMEN.id)]: ok(metricsAnswer("ai-quality", { userId: CARMEN.id, days: 7 })),
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MetricsPanel />);
    await screen.findByRole("list", { name: "Indicadores clave" });
    const people = screen.getByRole("combobox", { name: "Usuario" });
    const period = screen.getByRole("combobox", { name: "Periodo" });
    expect(people).toHaveDisplayValue("Todos los usuarios con consentimiento (12)");
    expect(period).toHaveDisplayValue("Últimos 30 días");
    expect(within(period).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Últimos 7 días",
      "Últimos 30 días",
      "Últimos 90 días",
    ]);
    // Only the first page of 12 is in the select, and the screen says how to reach the others.
    await within(people).findByRole("option", { name: "Carmen López (carmen)" });
    expect(within(people).getAllByRole("option")).toHaveLength(3);
    expect(screen.getByText("Se muestran 2 de 12 personas con consentimiento: escriba un nombre para afinar.")).toBeVisible();

    await user.selectOptions(people, CARMEN.id);
    expect(await screen.findByText(/^Carmen López · Últimos 30 días/)).toBeVisible();
    expect(kpiValue("Ejercicios Cognitivos").getByText("4")).toBeInTheDocument();

    await user.selectOptions(period, "7");
    expect(await screen.findByText(/^Carmen López · Últimos 7 días/)).toBeVisible();
    expect(kpiValue("Ejercicios Cognitivos").getByText("1")).toBeInTheDocument();
    expect(metricCalls(fake.calls).map((c) => c.url)).toContain(`/api/metrics/engagement/${CARMEN.id}?days=7`);
    expect(fake.calls.every((c) => !c.url.includes("/users") || c.url.includes("consentOnly=true"))).toBe(true);
  });

  it("searches the consented people on the server and keeps the chosen person whatever the search", async () => {
    const fake = signInProfessional(
      routes({
        [peopleRoute("Carm")]: page([CARMEN]),
        [peopleRoute("Dolores")]: page([]),
        [metricsRoute("engagement", 30, CARMEN.id)]: ok(metricsAnswer("engagement", { userId: CARMEN.id })),
        [metricsRoute("health", 30, CARMEN.id)]: ok(metricsAnswer("health", { userId: CARMEN.id })),
        [metricsRoute("ai-quality", 30, CARMEN.id)]: ok(metricsAnswer("ai-quality", { userId: CARMEN.id })),
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MetricsPanel />);
    await screen.findByRole("list", { name: "Indicadores clave" });
    const search = screen.getByRole("searchbox", { name: "Buscar persona" });
    const people = screen.getByRole("combobox", { name: "Usuario" });

    await user.type(search, "Carm");
    expect(await screen.findByText("1 persona con consentimiento coincide.")).toBeVisible();
    expect(within(people).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Todos los usuarios con consentimiento (12)",
      "Carmen López (carmen)",
    ]);
    await user.selectOptions(people, CARMEN.id);
    expect(await screen.findByText(/^Carmen López · Últimos 30 días/)).toBeVisible();

    // A search that finds nobody (Dolores has not given consent) says so, and Carmen stays chosen.
    await user.clear(search);
    await user.type(search, "Dolores");
    expect(await screen.findByText("Ninguna persona con consentimiento coincide con «Dolores».")).toBeVisible();
    expect(people).toHaveDisplayValue("Carmen López (carmen)");
    expect(screen.getByText(/^Carmen López · Últimos 30 días/)).toBeVisible();
    // Typing is debounced: one request per pause, not one per key.
    const searches = fake.calls.filter((c) => c.url.includes("/users?")).map((c) => new URL(c.url, "http://x").searchParams.get("search"));
    expect(searches).toEqual(["", "Carm", "Dolores"]);
  });

  it("when a chosen person's metrics are refused (consent withdrawn meanwhile), offers the whole group again", async () => {
    const message = "Esta persona no ha dado su consentimiento para aparecer en las estadísticas municipales";
    const refused = { status: 403, body: { message } };
    signInProfessional(
      routes({
        [metricsRoute("engagement", 30, CARMEN.id)]: refused,
        [metricsRoute("health", 30, CARMEN.id)]: refused,
        [metricsRoute("ai-quality", 30, CARMEN.id)]: refused,
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MetricsPanel />);
    await screen.findByRole("list", { name: "Indicadores clave" });
    const people = screen.getByRole("combobox", { name: "Usuario" });
    await within(people).findByRole("option", { name: "Carmen López (carmen)" });
    await user.selectOptions(people, CARMEN.id);

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to fetch engagement metrics: 403")).toBeInTheDocument();
    expect(within(alert).getAllByText(/no ha dado su consentimiento/)).toHaveLength(3);
    await user.click(within(alert).getByRole("button", { name: "Ver todas las personas con consentimiento" }));
    expect(people).toHaveDisplayValue("Todos los usuarios con consentimiento (12)");
    expect(await screen.findByRole("list", { name: "Indicadores clave" })).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("offers no way back to the group when the group itself fails", async () => {
    signInProfessional(routes({ [metricsRoute("health")]: { status: 500 } }));
    renderWithProviders(<MetricsPanel />);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("button", { name: "Reintentar" })).toBeVisible();
    expect(within(alert).queryByRole("button", { name: /Ver todas/ })).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch users' when the list of people fails, and still the group's figures", async () => {
    signInProfessional(routes({ [peopleRoute()]: { status: 500 } }));
    renderWithProviders(<MetricsPanel />);
    expect(await screen.findByText("Failed to fetch users")).toBeVisible();
    expect(await screen.findByRole("list", { name: "Indicadores clave" })).toBeVisible();
  });
});
