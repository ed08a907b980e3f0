import { describe, expect, it } from "vitest";
import { pageTitle, sectionTitle } from "./page-title";

describe("page titles (WCAG 2.4.2)", () => {
  it("names each route of each role: 'Recordatorios — Acompaña'", () => {
    expect(pageTitle(sectionTitle("/reminders", "elderly"))).toBe("Recordatorios — Acompaña");
    expect(pageTitle(sectionTitle("/reminders/", "family"))).toBe("Recordatorios — Acompaña");
    expect(pageTitle(sectionTitle("/professional/reminders", "professional"))).toBe("Recordatorios — Acompaña");
    expect(sectionTitle("/dashboard", "elderly")).toBe("Inicio");
    expect(sectionTitle("/", "family")).toBe("Panel Familiar");
    expect(sectionTitle("/professional/user/abc", "professional")).toBe("Ficha de la persona");
    expect(sectionTitle("/professional/notices", "professional")).toBe("Enviar aviso");
    expect(sectionTitle("/professional/notices/abc", "professional")).toBe("Confirmaciones del aviso");
    expect(sectionTitle("/select-user-type", null)).toBe("Quién eres");
    expect(sectionTitle("/additional-info", null)).toBe("Información Adicional");
  });

  it("leaves an unknown path to the page heading, and never titles a route of another role", () => {
    expect(sectionTitle("/nada", "elderly")).toBeNull();
    expect(sectionTitle("/chat", null)).toBeNull();
    expect(sectionTitle("/professional/user/abc", "family")).toBeNull();
    expect(sectionTitle("/professional/notices/abc", "elderly")).toBeNull();
    expect(pageTitle(null)).toBe("Acompaña");
  });
});
