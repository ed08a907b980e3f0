import fs from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import { PUBLIC_DIR } from "./paths";

/** Serves the built SPA: hashed assets cached forever; index.html, sw.js and the manifest never cached. */
export function serveClient(app: Express, dir = PUBLIC_DIR): boolean {
  const indexFile = path.join(dir, "index.html");
  if (!fs.existsSync(indexFile)) return false;
  app.use(
    "/assets",
    express.static(path.join(dir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  // The service worker and the manifest are checked on every visit: a new build reaches the
  // tablet at once instead of an hour later. The worker lives at the root, so its scope is the whole app.
  for (const file of ["sw.js", "manifest.webmanifest"]) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) continue;
    app.get(`/${file}`, (_req, res) => {
      res.set("Cache-Control", "no-cache");
      res.sendFile(full);
    });
  }
  app.use(express.static(dir, { index: false, maxAge: "1h" }));
  const html = fs.readFileSync(indexFile, "utf8");
  app.get("/{*splat}", (_req, res) => {
    res.set("Cache-Control", "no-cache");
    res.type("html").send(html);
  });
  return true;
}
