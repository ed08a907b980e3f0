import { render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { App } from "@/app/app";
import { createQueryClient } from "@/lib/query-client";
import { fakeFetch } from "@/test/render-app";

// docs/behaviour/02-screens.md: any other professional path shows a spinner 'Cargando dashboard...', then goes to
// /dashboard. The location here never moves, so the spinner stays on screen to be read, and the
// navigation it asks for is recorded.

beforeAll(() => import("./professional-shell"), 30_000);
afterEach(() => vi.unstubAllGlobals());

const professional = { id: "p1", role: "professional", firstName: "Marta", lastName: "Ruiz" };

describe("a professional's unknown path", () => {
  it.each(["/family", "/professional/unknown", "/chat"])(
    "%s shows 'Cargando dashboard...' and replaces the path with /dashboard",
    async (path) => {
      localStorage.setItem("user", JSON.stringify(professional));
      vi.stubGlobal(
        "fetch",
        fakeFetch({ "GET /api/auth/me": { status: 200, body: { user: professional } } }).fetchStub,
      );
      const navigate = vi.fn();
      const fixedLocation = (): [string, typeof navigate] => [path, navigate];
      render(
        <Router hook={fixedLocation}>
          <App client={createQueryClient()} />
        </Router>,
      );
      const title = await screen.findByRole("heading", { level: 1, name: "Cargando dashboard..." });
      expect(title).toBeInTheDocument();
      expect(screen.getByRole("status")).toHaveTextContent("Cargando dashboard...");
      expect(navigate).toHaveBeenCalledWith("/dashboard", { replace: true });
      expect(screen.queryByRole("heading", { name: "Panel Municipal - Supervisión" })).toBeNull();
    },
  );
});
