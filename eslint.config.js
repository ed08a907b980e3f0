// ESLint (flat config): TypeScript, React hooks and accessibility rules; zero warnings allowed.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import boundaries. no-restricted-paths resolves every specifier (relative or "@/" alias) to a file before
// judging it, which the built-in no-restricted-imports cannot do for "../../other-feature/x".
const root = import.meta.dirname;
const features = readdirSync(`${root}/client/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const e2eRoles = ["elderly", "family", "professional"];
const boundaryZones = [
  ...features.map((feature) => ({
    target: `client/src/features/${feature}`,
    from: "client/src/features",
    except: [`./${feature}`],
    message: "Una feature no importa otra: lo común va a client/src/components o client/src/lib.",
  })),
  { target: "shared", from: ["server", "client"], message: "shared/ no depende de server/ ni de client/." },
  { target: "client", from: "server", message: "El cliente no importa código del servidor." },
  { target: "server", from: "client", message: "El servidor no importa código del cliente." },
  {
    target: ["client/src/features", "client/src/components", "client/src/lib"],
    from: "client/src/app",
    message: "Solo client/src/app compone las features.",
  },
  {
    target: ["client/src/components", "client/src/lib"],
    from: "client/src/features",
    message: "components/ y lib/ no dependen de ninguna feature.",
  },
  // The access chain reads one way: the route definition (http) uses auth, never the reverse.
  {
    target: "server/auth",
    from: "server/http",
    message: "server/auth no importa server/http: la definición de ruta usa auth, no al revés.",
  },
  {
    target: "server/services",
    from: "server/http",
    message: "Los servicios no conocen HTTP: lanzan errores de dominio (server/domain-errors.ts).",
  },
  // Browser tests (docs/testing.md): a role's folder uses its own helpers and support/; journeys across roles and the
  // accessibility sweep may use a role's helpers; support/ is used by all and uses no role.
  ...e2eRoles.map((role) => ({
    target: `e2e/${role}`,
    from: "e2e",
    except: [`./${role}`, "./support"],
    message: "Una carpeta de perfil de e2e/ importa solo support/: lo que usan varios perfiles va a e2e/support/.",
  })),
  {
    target: "e2e/support",
    from: "e2e",
    except: ["./support"],
    message: "e2e/support/ no importa ninguna otra carpeta de e2e/.",
  },
];
const testSupport = ["client/src/test", "server/test", "shared/testing"];
const testFiles = ["**/*.test.{ts,tsx}", ...testSupport.map((folder) => `${folder}/**`)];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "migrations/**", "test-results/**", "playwright-report/**", "data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "always"],
      "no-console": "off",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrollable conversation regions must be reachable by keyboard (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: ["section"], roles: ["tabpanel", "log", "region"] }],
      // The client reports through toasts; a stray console.log is a leftover.
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // no-cycle parses each dependency, and only files with these extensions.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaryZones }] },
  },
  // Product code never leans on test harnesses; tests and the harnesses themselves may.
  {
    files: ["client/src/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"],
    ignores: testFiles,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            ...boundaryZones,
            { target: ["client", "server", "shared"], from: testSupport, message: "Solo los tests importan ayudas de test." },
          ],
        },
      ],
    },
  },
  // shared/ also runs in the browser, so no Node built-ins there.
  { files: ["shared/**/*.ts"], rules: { "import-x/no-nodejs-modules": "error" } },
  { files: ["client/src/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"], rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] } },
  // The service worker runs in its own global scope (self, clients, caches), not a window.
  { files: ["client/sw/**/*.ts"], languageOptions: { globals: { ...globals.serviceworker } } },
);
