import { SSO_ERROR_MESSAGES } from "@shared/api/oidc-texts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, renderApp } from "@/test/render-app";

const VALLE = { municipalityId: "5b1f0c6e-8a4c-4d47-9a51-2f6f2a7c9e11", name: "Valle Verde" };
const MONTE = { municipalityId: "0d8f0b8e-3c1a-4a7e-9a43-7c2b9f1d2e33", name: "Monte Claro" };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("single sign-on on the staff login page", () => {
  it("offers the chosen municipality's own account as a link to the provider", async () => {
    localStorage.setItem("municipality", JSON.stringify({ id: VALLE.municipalityId, name: VALLE.name }));
    const { fetchStub } = fakeFetch({ "GET /api/auth/oidc/providers": { status: 200, body: { items: [MONTE, VALLE] } } });
    vi.stubGlobal("fetch", fetchStub);
    renderApp("/professional-login");
    const link = await screen.findByRole("link", { name: "Entrar con la cuenta del ayuntamiento" });
    expect(link).toHaveAttribute("href", `/api/auth/oidc/${VALLE.municipalityId}/start`);
    expect(screen.getAllByRole("link", { name: /cuenta del ayuntamiento/ })).toHaveLength(1);
  });

  it("names each municipality when none offering it was chosen", async () => {
    const { fetchStub } = fakeFetch({ "GET /api/auth/oidc/providers": { status: 200, body: { items: [MONTE, VALLE] } } });
    vi.stubGlobal("fetch", fetchStub);
    renderApp("/professional-login");
    expect(await screen.findByRole("link", { name: "Entrar con la cuenta del ayuntamiento (Monte Claro)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Entrar con la cuenta del ayuntamiento (Valle Verde)" })).toBeInTheDocument();
  });

  it("shows why the last attempt was refused, and nothing for an unknown code", async () => {
    const { fetchStub } = fakeFetch({ "GET /api/auth/oidc/providers": { status: 200, body: { items: [] } } });
    vi.stubGlobal("fetch", fetchStub);
    const { unmount } = renderApp("/professional-login?sso_error=domain-not-allowed");
    expect(await screen.findByRole("alert")).toHaveTextContent(SSO_ERROR_MESSAGES["domain-not-allowed"]);
    unmount();
    renderApp("/professional-login?sso_error=<script>");
    expect(await screen.findByRole("heading", { level: 1, name: "Portal Profesional" })).toBeInTheDocument();
    expect(screen.queryByText(/ayuntamiento/)).toBeNull();
  });
});
