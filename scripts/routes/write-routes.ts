// `npx tsx scripts/routes/write-routes.ts`: rewrites shared/api/routes.ts after an endpoint is added or changed.
import { writeFileSync } from "node:fs";
import { loadContractModules, ROUTES_FILE, routesModule } from "./routes-module";

writeFileSync(ROUTES_FILE, routesModule(await loadContractModules()));
console.log("Rutas escritas en shared/api/routes.ts.");
