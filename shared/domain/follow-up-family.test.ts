import { describe, expect, it } from "vitest";
import { lastContactLabel } from "./follow-up-family";

const MADRID = "Europe/Madrid";
const call = (createdAt: string, outcome = "hablamos" as const, personState: "bien" | "regular" | "mal" | null = "bien") =>
  ({ channel: "call" as const, outcome, personState, createdAt });

describe("the family's line about the last contact", () => {
  it.each([
    // 23:30 UTC on the 17th is 00:30 on the 18th in Madrid (winter).
    ["2026-11-17T23:30:00Z", "2026-11-18T10:00:00Z", "Llamada del programa hoy: todo bien"],
    ["2026-11-17T22:59:00Z", "2026-11-18T10:00:00Z", "Llamada del programa ayer: todo bien"],
    ["2026-11-12T10:00:00Z", "2026-11-18T10:00:00Z", "Llamada del programa el 12 de noviembre: todo bien"],
    // Summer time: the local day turns at 22:00 UTC; and across the October change.
    ["2026-07-01T22:30:00Z", "2026-07-02T09:00:00Z", "Llamada del programa hoy: todo bien"],
    ["2026-10-24T22:30:00Z", "2026-10-25T23:30:00Z", "Llamada del programa ayer: todo bien"],
  ])("a call at %s read at %s: %s", (at, now, label) => {
    expect(lastContactLabel(call(at), new Date(now), MADRID)).toBe(label);
  });

  it("says how it went, never more", () => {
    const now = new Date("2026-11-18T10:00:00Z");
    const at = "2026-11-18T09:00:00Z";
    expect(lastContactLabel(call(at, "hablamos", "regular"), now, MADRID)).toBe("Llamada del programa hoy: se encontraba regular");
    expect(lastContactLabel({ ...call(at), outcome: "no_contesta", personState: null }, now, MADRID)).toBe(
      "Llamada del programa hoy: no contestó",
    );
    expect(lastContactLabel({ ...call(at), channel: "visit", outcome: "visita_hecha" }, now, MADRID)).toBe(
      "Visita del programa hoy: todo bien",
    );
  });
});
