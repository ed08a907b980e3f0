import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("reads PUBLIC_URL without its trailing slash, and refuses one that is not http(s)", () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: "https://acompana.ayto.es/" }).publicUrl).toBe("https://acompana.ayto.es");
    expect(() => loadConfig({ PUBLIC_URL: "ftp://acompana.ayto.es" })).toThrow(/PUBLIC_URL/);
  });

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

  it("takes DATABASE_READ_URL only with DATABASE_URL and a postgres:// address", () => {
    const primary = "postgres://app@db1:5432/acompana";
    const replica = "postgresql://app@db2:5432/acompana";
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: "" }).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).databaseReadUrl).toBe(replica);
    // Without DATABASE_URL the server would start on an empty embedded database: refused, not ignored.
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(
      "Configuración no válida: DATABASE_READ_URL: DATABASE_READ_URL requiere DATABASE_URL (la base embebida PGlite no tiene réplicas)",
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: "db2:5432" })).toThrow(
      /^Configuración no válida: DATABASE_READ_URL: DATABASE_READ_URL debe empezar por postgres:\/\//,
    );
  });
});
