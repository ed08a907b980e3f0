import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { consentedRoutes, NOW } from "@/test/family/dashboard-data";
import { signInFamily } from "@/test/family/fixtures";
import { setupFamilyTests } from "@/test/family/setup-family-tests";

// 'Avisos en este teléfono' on the dashboard. jsdom has no push manager (nor does the dev build a worker): the
// states that need a real browser are in e2e/family/family-push.spec.ts.

setupFamilyTests({ now: NOW });

const status = (over: Partial<{ publicKey: string | null; hasConsentingPerson: boolean }>) => ({
  status: 200,
  body: { publicKey: "BKey", hasConsentingPerson: true, deviceCount: 0, ...over },
});

describe("notices on this phone", () => {
  it("a browser without push is told the e-mail stands in", async () => {
    signInFamily(consentedRoutes({ "GET /api/family/push": status({}) }));
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 2, name: "Avisos en este teléfono" })).toBeInTheDocument();
    expect(screen.getByText(/Este navegador no puede recibir avisos\. Si no pueden llegarle aquí/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Activar avisos/ })).not.toBeInTheDocument();
  });

  it("without a person who shares with the family, says notices need that", async () => {
    signInFamily(consentedRoutes({ "GET /api/family/push": status({ hasConsentingPerson: false }) }));
    renderApp("/dashboard");
    expect(await screen.findByText(/Los avisos llegan solo de las personas que comparten/)).toBeInTheDocument();
  });

});
