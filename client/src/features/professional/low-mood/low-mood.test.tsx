import { addLocalDays, localDate } from "@shared/domain/time";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import {
  BASE,
  dashboardRoutes,
  ok,
  preloadShell,
  signInProfessional,
  userCard,
  usersUrl,
} from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const today = () => localDate(new Date(), "Europe/Madrid");

describe("'Ánimo bajo'", { timeout: 15_000 }, () => {
  it("shows a calm sign with the day on the card of a person with low mood, and nothing on the others", async () => {
    signInProfessional(
      dashboardRoutes({
        [usersUrl()]: ok({
          items: [
            userCard(1, { firstName: "Carmen", lastName: "López", lowMoodDay: today() }),
            userCard(2, { firstName: "Antonio", lastName: "García", lowMoodDay: addLocalDays(today(), -1) }),
            userCard(3, { firstName: "Pilar", lastName: "Sanz", lowMoodDay: null }),
          ],
          total: 3,
          page: 1,
          pageSize: 4,
        }),
      }),
    );
    renderApp("/dashboard");
    const list = await screen.findByRole("region", { name: "Usuarios del programa" });
    const card = async (name: string) =>
      (await within(list).findByRole("link", { name })).closest("li") as HTMLElement;

    const sign = within(await card("Carmen López")).getByText("Ánimo bajo hoy");
    // Not an alert: no live region, no red.
    expect(sign.closest("[role=alert], [role=status]")).toBeNull();
    expect(sign.className).not.toMatch(/red|amber/);
    expect(within(await card("Antonio García")).getByText("Ánimo bajo ayer")).toBeInTheDocument();
    expect(within(await card("Pilar Sanz")).queryByText(/Ánimo bajo/)).not.toBeInTheDocument();
  });

  it("lists the people of the week with their days and a link to each record", async () => {
    signInProfessional({
      [`GET ${BASE}/low-mood`]: ok({
        from: "2026-11-18",
        to: "2026-11-24",
        people: [
          {
            userId: userCard(1).id,
            firstName: "Carmen",
            lastName: "López",
            days: ["2026-11-24", "2026-11-21", "2026-11-18"],
          },
        ],
      }),
    });
    renderApp("/professional/low-mood");
    await screen.findByRole("heading", { level: 1, name: "Ánimo bajo esta semana" });
    const week = await screen.findByRole("region", { name: "Del miércoles, 18 de noviembre al martes, 24 de noviembre" });
    expect(within(week).getByRole("link", { name: "Carmen López" })).toHaveAttribute(
      "href",
      `/professional/user/${userCard(1).id}`,
    );
    expect(week).toHaveTextContent("3 días con ánimo bajo: martes 24, sábado 21, miércoles 18");
    expect(screen.getByRole("link", { name: "Ánimo bajo" })).toBeInTheDocument();
  });
});
