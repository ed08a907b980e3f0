import type { Express } from "express";

// Express 5 (router 2.x) keeps the mount path of each layer in `rawPath`; routes carry their own
// path and methods. Walking the stack gives the real route table of the app, not a hand-kept copy.
type Layer = {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

function walk(stack: Layer[], prefix: string, out: string[]) {
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) {
        if (method === "_all") continue;
        out.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
      }
    } else if (layer.handle?.stack) {
      if (typeof layer.rawPath !== "string") throw new Error(`Unsupported mount path: ${String(layer.rawPath)}`);
      const mount = layer.rawPath === "/" ? "" : layer.rawPath;
      walk(layer.handle.stack, prefix + mount, out);
    }
  }
}

/** Every route of the app as "METHOD /path" (Express path syntax), in registration order. */
function listRoutes(app: Express): string[] {
  const router = (app as unknown as { router?: { stack: Layer[] } }).router;
  if (!router) throw new Error("The Express app has no router (is this Express 5?)");
  const out: string[] = [];
  walk(router.stack, "", out);
  return out;
}

/** The /api routes only. */
export const listApiRoutes = (app: Express) => listRoutes(app).filter((r) => r.split(" ")[1].startsWith("/api"));
