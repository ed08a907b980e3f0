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

  it("reads TRUST_PROXY as a hop count or proxy addresses, never 'every hop'", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,::1,loopback" }).trustProxy).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "::1",
      "loopback",
    ]);
    for (const value of ["-1", "11", "1.5", "*", "all", "10.0.0.300", "10.0.0.0/33", "proxy.example"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/^Configuración no válida: TRUST_PROXY/);
    }
  });
});
