import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root (where package.json lives), whether running from source or from dist/. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, "package.json")) && fs.existsSync(path.join(dir, "migrations")))
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const PROJECT_ROOT = findRoot();
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "migrations");
export const PUBLIC_DIR = path.join(PROJECT_ROOT, "dist", "public");
