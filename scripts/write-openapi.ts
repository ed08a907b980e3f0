// `npm run build` writes the API's OpenAPI 3.1 document to dist/openapi.json, generated from the endpoint
// contracts by the same function that serves GET /api/openapi.json: a municipality's IT can read or feed it to a
// client generator without running the app.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openApiDocument } from "../server/http/openapi";

const out = path.resolve(process.argv[2] ?? "dist/openapi.json");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`Documento OpenAPI escrito en ${path.relative(process.cwd(), out)}.`);
