import type { Config } from "../config";
import { resolvePinPepper } from "../pepper";
import { createFactorKeys } from "./factor-keys";
import { createPasswordHasher, createPinHasher } from "./hashing";

/**
 * The hashers of everything but the tests: the server, the demo and scale seeds, the admin CLI, the load and
 * bench scripts. Always at the production scrypt cost; the PIN pepper from PIN_PEPPER or the data directory.
 */
export function productionHashers(config: Pick<Config, "pinPepper" | "dataDir">) {
  const pepper = resolvePinPepper(config.pinPepper, config.dataDir);
  return {
    passwords: createPasswordHasher(),
    pins: createPinHasher(pepper),
    /** The second factor's keys, from the same pepper (server/auth/factor-keys.ts). */
    factorKeys: createFactorKeys(pepper),
  };
}
