import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("allows 5 self-registrations per address per hour unless REGISTRATIONS_PER_HOUR says otherwise", () => {
    expect(loadConfig({}).registrationsPerHour).toBe(5);
    expect(loadConfig({ REGISTRATIONS_PER_HOUR: "40" }).registrationsPerHour).toBe(40);
    // An empty variable means "not set".
    expect(loadConfig({ REGISTRATIONS_PER_HOUR: "" }).registrationsPerHour).toBe(5);
  });

  it("refuses a budget that is not a whole number from 1 to 10,000, naming the variable", () => {
    for (const value of ["0", "-3", "2.5", "muchos", "10001"]) {
      expect(() => loadConfig({ REGISTRATIONS_PER_HOUR: value })).toThrow(/^Configuración no válida: REGISTRATIONS_PER_HOUR/);
    }
  });
});
