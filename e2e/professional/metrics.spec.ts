import fs from "node:fs/promises";
import { expect, type Locator, type Page, test } from "../support/fixtures";
import type { AiQualityResponse, EngagementResponse, HealthResponse } from "../../shared/api/metrics";
import type { DashboardSummary, UserCard } from "../../shared/api/professional";
import {
  apiGet,
  expectNoAxeViolations,
  FONT_SIZES,
  loginAsProfessional,
  parseSemicolonCsv,
  setFontSizeWithDialog,
  storedUser,
  tabTo,
} from "../support/helpers";

// Tab 'Métricas y Análisis' (docs/behaviour/02-screens.md, 07-api.md and 09-constants.md): every figure on screen is
// compared with what the API answers for the same selection, fetched here with the page's own session cookies.

type Api = { engagement: EngagementResponse; health: HealthResponse; aiQuality: AiQualityResponse };
type Target = { professionalId: string } | { userId: string };

// Written independently of the client's formatter, from docs/behaviour/09-constants.md (es-ES numbers).
const rate1 = (rate: number) =>
  `${(rate * 100).toLocaleString("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
const rate0 = (rate: number) => `${Math.round(rate * 100)} %`;
const count = (n: number) => n.toLocaleString("es-ES", { maximumFractionDigits: 0 });

function urlOf(kind: string, target: Target, days: number): string {
  return "userId" in target
    ? `/api/metrics/${kind}/${target.userId}?days=${days}`
    : `/api/metrics/${kind}/aggregated?days=${days}&professionalId=${target.professionalId}&consentOnly=true`;
}

async function fetchApi(page: Page, target: Target, days: number): Promise<Api> {
  const [engagement, health, aiQuality] = await Promise.all([
    apiGet<EngagementResponse>(page, urlOf("engagement", target, days)),
    apiGet<HealthResponse>(page, urlOf("health", target, days)),
    apiGet<AiQualityResponse>(page, urlOf("ai-quality", target, days)),
  ]);
  return { engagement, health, aiQuality };
}

/** The four KPI values the screen must show for these API answers. */
function expectedKpis(api: Api): Record<string, string> {
  return {
    "Tasa de Participación": rate1(api.aiQuality.engagementRate),
    "Adherencia a Medicación": rate0(api.health.medicationAdherence),
    "Ejercicios Cognitivos": count(api.engagement.cognitiveExercises),
    "Alertas de Salud": count(api.aiQuality.alertsGenerated),
  };
}

const kpiList = (page: Page) => page.getByRole("list", { name: "Indicadores clave" });
const kpiCard = (page: Page, label: string): Locator =>
  kpiList(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: label, exact: true }) });
const trendRow = (page: Page, label: string): Locator =>
  page
    .getByRole("region", { name: "Tendencias" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });

async function expectScreenMatches(page: Page, api: Api): Promise<void> {
  for (const [label, value] of Object.entries(expectedKpis(api))) {
    await expect(kpiCard(page, label).getByText(value, { exact: true })).toBeVisible();
  }
  const health = page.getByRole("region", { name: "Salud" });
  await expect(health.getByRole("listitem")).toHaveText([
    `Adherencia a medicación: ${rate0(api.health.medicationAdherence)}`,
    `Asistencia a citas: ${rate0(api.health.appointmentAttendance)}`,
    `Recordatorios a tiempo: ${rate0(api.health.onTimeCompletionRate)}`,
  ]);
  const sessions = [api.engagement.totalSessions, api.engagement.previous.totalSessions];
  await expect(trendRow(page, "Inicios de sesión").getByRole("cell")).toHaveText([
    count(sessions[0]),
    count(sessions[1]),
    trendText(sessions[0], sessions[1]),
  ]);
}

/** The change column: real relative change, or a plain statement when the previous value was 0. */
function trendText(current: number, previous: number): string {
  if (current === previous) return "Sin cambios";
  const verb = current > previous ? "Sube" : "Baja";
  if (previous === 0) return `${verb} desde 0 (sin porcentaje)`;
  const relative = Math.abs((current - previous) / previous) * 100;
  return `${verb} ${relative.toLocaleString("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}

async function openMetricsTab(page: Page): Promise<string> {
  await loginAsProfessional(page);
  const professionalId = (await storedUser(page))?.id ?? "";
  expect(professionalId).not.toBe("");
  await page.getByRole("tab", { name: "Métricas y Análisis", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Panel de Métricas", exact: true })).toBeVisible();
  await expect(kpiList(page)).toBeVisible();
  return professionalId;
}

/** Changes a native select and waits for the engagement call that the new selection triggers. */
async function selectAndWait(page: Page, select: Locator, option: string, urlPart: string): Promise<void> {
  const answered = page.waitForResponse(
    (res) => res.url().includes("/api/metrics/engagement/") && res.url().includes(urlPart) && res.ok(),
  );
  await select.selectOption(option);
  await answered;
}

test.describe("metrics tab", () => {
  test("the tab's charts are downloaded only when the tab is opened", async ({ page }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on("response", (res) => {
      if (res.url().endsWith(".js")) scripts.push({ url: res.url(), body: res.text() });
    });
    // The engagement chart's own marker (engagement-chart.tsx).
    const loadsCharts = async () =>
      (await Promise.all(scripts.map((s) => s.body))).some((body) => body.includes("data-chart-label"));
    await loginAsProfessional(page);
    await expect(page.getByRole("button", { name: /Usuarios Activos Hoy/ })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(await loadsCharts(), "the charts in the dashboard's first load").toBe(false);

    await page.getByRole("tab", { name: "Métricas y Análisis", exact: true }).click();
    await expect(kpiList(page)).toBeVisible();
    expect(await loadsCharts(), "the charts after opening the tab").toBe(true);
  });

  test("shows the API's figures for all consented people of Valle Verde over 30 days", async ({ page }) => {
    const professionalId = await openMetricsTab(page);
    const summary = await apiGet<DashboardSummary>(page, `/api/professional/${professionalId}/summary`);
    expect(summary.consentedUsers).toBeGreaterThan(0);
    const userSelect = page.getByRole("combobox", { name: "Usuario", exact: true });
    await expect(userSelect.locator("option:checked")).toHaveText(
      `Todos los usuarios con consentimiento (${summary.consentedUsers})`,
    );
    await expect(page.getByRole("combobox", { name: "Periodo", exact: true })).toHaveValue("30");

    const api = await fetchApi(page, { professionalId }, 30);
    expect(api.engagement.scope).toBe("aggregated");
    await expectScreenMatches(page, api);
    await expect(page.getByText(`(${count(api.engagement.period.users)} personas incluidas)`)).toBeVisible();

    // The executive summary follows docs/behaviour/09-constants.md on the same figures.
    const improvements = page.getByRole("region", { name: "Áreas de Mejora" });
    const inactive = api.engagement.inactiveUsers;
    const inactiveText =
      inactive === 1
        ? "1 persona con consentimiento lleva más de 48 horas sin actividad."
        : `${inactive} personas con consentimiento llevan más de 48 horas sin actividad.`;
    await expect(improvements.getByText(inactiveText, { exact: true })).toHaveCount(inactive > 0 ? 1 : 0);
    for (const title of ["Logros", "Áreas de Mejora", "Recomendaciones"]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
  });

  test("switching the person and the period asks the API again and shows its new figures", async ({ page }) => {
    const professionalId = await openMetricsTab(page);
    const people = await apiGet<UserCard[]>(page, `/api/professional/${professionalId}/users`);
    const carmen = people.find((person) => person.firstName === "Carmen" && person.personalConsent);
    const dolores = people.find((person) => person.firstName === "Dolores");
    expect(carmen && dolores && !dolores.personalConsent).toBeTruthy();
    if (!carmen || !dolores) return;

    const userSelect = page.getByRole("combobox", { name: "Usuario", exact: true });
    const periodSelect = page.getByRole("combobox", { name: "Periodo", exact: true });
    const search = page.getByRole("searchbox", { name: "Buscar persona", exact: true });
    // Without municipal consent a person cannot be chosen: the server-side search does not offer her.
    await search.fill("Dolores");
    await expect(page.getByText("Ninguna persona con consentimiento coincide con «Dolores».")).toBeVisible();
    await expect(userSelect.getByRole("option")).toHaveCount(1);
    await search.fill("Carmen");
    await expect(userSelect.getByRole("option", { name: `Carmen López (${carmen.username})` })).toBeAttached();

    const group30 = await fetchApi(page, { professionalId }, 30);
    await expectScreenMatches(page, group30);

    await selectAndWait(page, userSelect, carmen.id, `/${carmen.id}?days=30`);
    const carmen30 = await fetchApi(page, { userId: carmen.id }, 30);
    expect(carmen30.engagement).toMatchObject({ scope: "user", userId: carmen.id });
    await expect(page.getByText(`Carmen López · Últimos 30 días`, { exact: false })).toBeVisible();
    await expectScreenMatches(page, carmen30);

    await selectAndWait(page, periodSelect, "7", `/${carmen.id}?days=7`);
    const carmen7 = await fetchApi(page, { userId: carmen.id }, 7);
    await expectScreenMatches(page, carmen7);
    await expect(page.getByText(`Carmen López · Últimos 7 días`, { exact: false })).toBeVisible();

    await selectAndWait(page, userSelect, "all", "aggregated?days=7");
    await selectAndWait(page, periodSelect, "90", "aggregated?days=90");
    await expectScreenMatches(page, await fetchApi(page, { professionalId }, 90));
    // The selections really differ (the demo data is not flat), so the equalities above mean a refetch.
    expect(new Set([group30, carmen30, carmen7].map((a) => a.engagement.totalInteractions)).size).toBe(3);
  });

  test("'Exportar informe' downloads a CSV whose figures are the screen's", async ({ page }) => {
    const professionalId = await openMetricsTab(page);
    const api = await fetchApi(page, { professionalId }, 30);
    await expectScreenMatches(page, api);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar informe", exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `informe-metricas-${api.engagement.period.from}-a-${api.engagement.period.to}.csv`,
    );
    const raw = await fs.readFile(await download.path(), "utf8");
    expect(raw.startsWith("\uFEFF"), "UTF-8 BOM for Excel").toBe(true);
    const rows = parseSemicolonCsv(raw.slice(1));
    expect(rows[0]).toEqual(["Sección", "Indicador", "Valor", "Periodo anterior", "Cambio"]);
    const cell = (section: string, label: string) => rows.find((r) => r[0] === section && r[1] === label);

    const userSelect = page.getByRole("combobox", { name: "Usuario", exact: true });
    expect(cell("Informe", "Usuarios")?.[2]).toBe(await userSelect.locator("option:checked").innerText());
    expect(cell("Informe", "Periodo")?.[2]).toMatch(/^Últimos 30 días \(del \d\d\/\d\d\/\d{4} al \d\d\/\d\d\/\d{4}\)$/);
    await expect(page.getByText(cell("Informe", "Periodo")?.[2] ?? "-", { exact: false })).toBeVisible();

    for (const label of ["Tasa de Participación", "Adherencia a Medicación", "Ejercicios Cognitivos", "Alertas de Salud"]) {
      const value = cell("Indicadores clave", label)?.[2] ?? "-";
      expect(value).toBe(expectedKpis(api)[label]);
      await expect(kpiCard(page, label).getByText(value, { exact: true })).toBeVisible();
    }
    for (const item of await page.getByRole("region", { name: "Salud" }).getByRole("listitem").allInnerTexts()) {
      const [label, value] = item.split(": ");
      expect(cell("Salud (%)", label)?.[2]).toBe(value);
    }
    for (const row of await page.getByRole("region", { name: "Tendencias" }).getByRole("row").all()) {
      const header = await row.getByRole("rowheader").allInnerTexts();
      if (header.length === 0) continue;
      const cells = await row.getByRole("cell").allInnerTexts();
      expect(cell("Tendencias", header[0])?.slice(2)).toEqual(cells.map((c) => c.trim()));
    }
    for (const column of ["Logros", "Áreas de Mejora", "Recomendaciones"]) {
      const region = page.getByRole("region", { name: column });
      const items = await region.getByRole("listitem").allInnerTexts();
      // An empty column shows one sentence saying so, and the report carries that same sentence.
      const shown = items.length > 0 ? items : await region.getByRole("paragraph").allInnerTexts();
      expect(rows.filter((r) => r[0] === column).map((r) => r[2])).toEqual(shown);
    }
  });

  test("no axe violations (also at 'Muy Grande') and every control is reachable by keyboard", async ({ page }) => {
    await openMetricsTab(page);
    await expectNoAxeViolations(page, "metrics tab");
    await setFontSizeWithDialog(page, FONT_SIZES[3]);
    await expect(kpiList(page)).toBeVisible();
    await expectNoAxeViolations(page, "metrics tab at 'Muy Grande'");

    // Keyboard only, from the top of the page: the tab list, then the selectors and the export button.
    await page.reload();
    const usersTab = page.getByRole("tab", { name: "Gestión de Usuarios", exact: true });
    await tabTo(page, usersTab);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Métricas y Análisis", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(kpiList(page)).toBeVisible();
    const periodSelect = page.getByRole("combobox", { name: "Periodo", exact: true });
    await tabTo(page, page.getByRole("combobox", { name: "Usuario", exact: true }));
    await tabTo(page, periodSelect);
    const answered = page.waitForResponse((res) => res.url().includes("/api/metrics/engagement/aggregated?days=90"));
    await page.keyboard.press("ArrowDown");
    await answered;
    await expect(periodSelect).toHaveValue("90");
    const exportButton = page.getByRole("button", { name: "Exportar informe", exact: true });
    await tabTo(page, exportButton);
    const downloading = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    expect((await downloading).suggestedFilename()).toMatch(/^informe-metricas-.*\.csv$/);
  });
});
