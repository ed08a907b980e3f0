import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { BASE, ok, preloadShell, type Routes, signInProfessional, uuid } from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const colleague = {
  id: uuid(7),
  firstName: "Marta",
  lastName: "Ruiz",
  email: "marta@example.org",
  role: "professional",
  mustChangePassword: false,
};

async function openPage(routes: Routes) {
  const user = userEvent.setup({ delay: null });
  const fake = signInProfessional({ [`GET ${BASE}/password-accounts?search=`]: ok({ items: [colleague] }), ...routes });
  renderApp("/professional/passwords");
  await screen.findByRole("heading", { level: 1, name: "Gestión de PINs" });
  return { user, fake };
}

describe("'Restablecer verificación' of a colleague", { timeout: 15_000 }, () => {
  it("asks first, then removes the factors and confirms with a toast", async () => {
    const { user, fake } = await openPage({ [`DELETE /api/users/${colleague.id}/second-factors`]: ok({ endedSessions: 2 }) });
    await user.click(await screen.findByRole("button", { name: "Restablecer verificación de Marta Ruiz" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Restablecer verificación" });
    expect(fake.calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Sí, restablecer" }));
    expect(await screen.findByText("Verificación restablecida")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(fake.calls.filter((c) => c.url === `/api/users/${colleague.id}/second-factors`)).toHaveLength(1);
  });
});
