/** The instant the shared test database was seeded at; API tests pin their clock to it. */
export const SEED_NOW = new Date("2026-11-18T10:30:00Z");
export const TEST_PIN_PEPPER = "test-pepper-for-api-tests-only";
export const TEMPLATE_DB = "acompana_test_template";
