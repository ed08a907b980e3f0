/** The instant the shared test database was seeded at; API tests pin their clock to it. */
export const SEED_NOW = new Date("2026-11-18T10:30:00Z");
export const TEST_PIN_PEPPER = "test-pepper-for-api-tests-only";
export const TEMPLATE_DB = "acompana_test_template";
/**
 * scrypt cost of every hash the API tests make (seed, logins, registrations): ~1 ms instead of ~60 ms at the
 * production cost, which server/auth/hashing.unit.test.ts pins. Verification reads the cost from the hash.
 */
export const TEST_SCRYPT_COST = { N: 2 ** 10, r: 8, p: 1 };
