import compression from "compression";
import express, { type Express } from "express";
import helmet from "helmet";
import { createAssistant } from "./assistant";
import { primaryReads } from "./db/read-replica";
import type { AppDeps } from "./deps";
import { lazyFactorKeys } from "./auth/factor-keys";
import { resolvePinPepper } from "./pepper";
import { createAlertEvents } from "./http/alert-events";
import { errorHandler } from "./http/errors";
import { invalidateOnWrite } from "./http/read-cache";
import { createReadCache } from "./read-cache";
import { requestLog } from "./http/request-log";
import { expressTrustProxy } from "./http/trust-proxy";
import { apiRouter } from "./routes";

type CreateAppOptions = {
  /** Mount extra middleware before the SPA fallback (the dev server puts Vite here). */
  beforeClient?: (app: Express) => void;
  /** Serve the built client from dist/public (production). */
  serveClient?: (app: Express) => void;
  /** Tells the other processes that a write happened (read-cache-bus.ts). */
  publishWrite?: () => Promise<void>;
};

/** Builds the Express app. No listening, no globals: tests call this with their own deps. */
export function createApp(
  input: Omit<AppDeps, "assistant" | "readCache" | "readDb" | "alertEvents" | "factorKeys"> &
    Partial<Pick<AppDeps, "assistant" | "readCache" | "readDb" | "alertEvents" | "factorKeys">>,
  options: CreateAppOptions = {},
): Express {
  const { url, model, apiKey, timeoutMs } = input.config.assistant;
  const deps: AppDeps = {
    ...input,
    assistant:
      input.assistant ??
      createAssistant({ llm: url && model ? { url, model, apiKey, timeoutMs } : undefined }, input.logger),
    readCache: input.readCache ?? createReadCache(input.config.readCacheTtlMs),
    readDb: input.readDb ?? primaryReads(input.db),
    alertEvents: input.alertEvents ?? createAlertEvents(),
    factorKeys: input.factorKeys ?? lazyFactorKeys(() => resolvePinPepper(input.config.pinPepper, input.config.dataDir)),
  };
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", expressTrustProxy(deps.config.trustProxy));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React sets style attributes (e.g. Radix positioning); no <style> or <script> tags are inline.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: deps.config.cookieSecure === "always" ? [] : null,
        },
      },
      strictTransportSecurity: deps.config.cookieSecure === "always",
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "same-origin" },
    }),
  );
  app.use(compression());
  app.use(requestLog(deps.logger));

  app.use("/api", invalidateOnWrite(deps.readCache, options.publishWrite), apiRouter(deps));
  options.beforeClient?.(app);
  options.serveClient?.(app);
  app.use(errorHandler(deps.logger));
  return app;
}
