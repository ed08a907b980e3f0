import { createPasswordHasher, createPinHasher } from "../auth/hashing";
import { createFactorKeys } from "../auth/factor-keys";
import { TEST_PIN_PEPPER, TEST_SCRYPT_COST } from "./constants";

/** The tests' hashers: real scrypt at a cheap cost (TEST_SCRYPT_COST). */
export const testPasswords = createPasswordHasher(TEST_SCRYPT_COST);
export const testPins = createPinHasher(TEST_PIN_PEPPER, TEST_SCRYPT_COST);
/** The tests' second-factor keys, from the tests' pepper (the seeded template database seals with them too). */
export const testFactorKeys = createFactorKeys(TEST_PIN_PEPPER);
