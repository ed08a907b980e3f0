import { DEVICE_MESSAGES, DEVICE_NOT_ENROLLED } from "@shared/api/devices";
import { describe, expect, it } from "vitest";
import type { TrustProxy } from "../http/trust-proxy";
import { postFromAddress } from "../test/from-address";
import { createTestContext } from "../test/harness";
import { testPins } from "../test/hashers";
import { sqlReaders } from "../test/sql-rows";

// PIN spraying: the common PINs people choose, tried against the common first names of the
// programme's people, from browsers that are not enrolled tablets, with and without a forged
// X-Forwarded-For, under every TRUST_PROXY setting. The PIN hasher is the real one, wrapped only to
// count how many PINs the server actually checked.

const COMMON_PINS = ["1234", "0000", "1111", "4826", "1212"];
// 40 first names: the seed's people (so real accounts are targeted, Carmen's real PIN among the tries)
// and the commonest Spanish names of their generation.
const NAMES = [
  "Carmen", "Antonio", "Dolores", "José", "María", "Manuel", "Pilar", "Francisco", "Rosario", "Juan",
  "Mercedes", "Ángel", "Concepción", "Rafael", "Josefa", "Luis", "Teresa", "Miguel", "Isabel", "Ana",
  "Francisca", "Antonia", "Jesús", "Pedro", "Dolores López", "Carmen López", "Ramón", "Encarnación",
  "Manuela", "Joaquín", "Fernando", "Emilia", "Julia", "Andrés", "Amparo", "Vicente", "Remedios", "Tomás",
  "Lucía", "Enrique",
];

const SETTINGS: Array<{ label: string; trustProxy: TrustProxy }> = [
  { label: "TRUST_PROXY off", trustProxy: false },
  { label: "TRUST_PROXY=1", trustProxy: 1 },
  { label: "TRUST_PROXY=2 (hop count)", trustProxy: 2 },
];

describe.each(SETTINGS)("PIN spray from unenrolled browsers, $label", ({ trustProxy }) => {
  it("takes no account and checks no PIN, forged addresses or not", async () => {
    let checks = 0;
    const real = testPins;
    const pins = { ...real, verifyPin: (pin: string, encoded: string | null | undefined) => (checks++, real.verifyPin(pin, encoded)) };
    const t = await createTestContext({ config: { trustProxy }, pins });
    try {
      const { n } = sqlReaders(t);
      const counters = () => n("select count(*)::int as n from login_attempts");
      const alerts = () => n("select count(*)::int as n from alerts where type = 'security'");
      const [countersBefore, alertsBefore, sessionsBefore] = [await counters(), await alerts(), await t.count("sessions")];
      let serial = 0;
      const statuses = new Set<number>();
      for (const isForged of [false, true]) {
        for (const pin of COMMON_PINS) {
          for (const name of NAMES) {
            const ip = isForged ? `198.51.100.${serial++ % 250}` : "203.0.113.9";
            const body = { username: name, pin, municipalityId: t.ids.municipalities.valleVerde };
            const res = await postFromAddress(t, "/api/auth/login-pin", body, ip, false);
            statuses.add(res.status);
            expect(res.headers["set-cookie"]).toBeUndefined();
            if (res.status === 403) expect(res.body).toEqual({ message: DEVICE_MESSAGES.notEnrolled, code: DEVICE_NOT_ENROLLED });
          }
        }
      }
      expect([...statuses]).toEqual([403]);
      expect(checks).toBe(0);
      expect(await t.count("sessions")).toBe(sessionsBefore);
      // Nothing counted against anyone, so the spray cannot lock real people out either.
      expect(await counters()).toBe(countersBefore);
      expect(await alerts()).toBe(alertsBefore);
      // The enrolled tablet still logs Carmen in at once.
      expect((await t.pinLogin("Carmen", "4826")).status).toBe(200);
    } finally {
      await t.close();
    }
  }, 180_000);
});
