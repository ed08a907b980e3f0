// `npx tsx scripts/routes/write-routes.ts`: rewrites shared/api/routes.ts and shared/api/routes/ after an endpoint is
// added or changed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { API_DIR, loadContractModules, ROUTES_DIR, routesModule } from "./routes-module";

const files = routesModule(await loadContractModules());
mkdirSync(ROUTES_DIR, { recursive: true });
// A contract module removed or renamed leaves no stale routes file behind.
for (const file of readdirSync(ROUTES_DIR)) {
  if (!files[`routes/${file}`]) rmSync(path.join(ROUTES_DIR, file));
}
for (const [file, text] of Object.entries(files)) writeFileSync(path.join(API_DIR, file), text);
console.log("Rutas escritas en shared/api/routes.ts y shared/api/routes/.");
