import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, TRUST_PROXY_ERROR, type TrustProxy } from "./http/trust-proxy";

// The one place that reads process.env.
const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_READ_URL debe empezar por postgres:// o postgresql://" })
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DEMO_DATA: flag,
  // On unless set to 0: the browser tests turn it off so the greeting does not cover their screens.
  DEMO_CHECK_IN: z
    .enum(["0", "1", "true", "false", ""])
    .optional()
    .transform((v) => v !== "0" && v !== "false"),
  PIN_PEPPER: z.string().min(16, { error: "PIN_PEPPER debe tener al menos 16 caracteres" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null) ctx.addIssue({ code: "custom", message: TRUST_PROXY_ERROR });
      return parsed ?? false;
    }),
  COOKIE_SECURE: z.enum(["auto", "always", "never"]).default("auto"),
  ASSISTANT_API_URL: z.url().optional(),
  ASSISTANT_MODEL: z.string().min(1).optional(),
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, { error: "SMTP_URL debe empezar por smtp:// o smtps://" }).optional(),
  SMTP_FROM: z.string().min(3).default("Acompaña <avisos@acompana.local>"),
  ESCALATION_ON_CALL_EMAIL: z.email({ error: "ESCALATION_ON_CALL_EMAIL debe ser un correo" }).optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "PUBLIC_URL debe ser la dirección pública de la aplicación (https://…)" })
    .optional(),
}).refine((e) => !e.DATABASE_READ_URL || e.DATABASE_URL, {
  // Without DATABASE_URL the app would start on an empty embedded database: refuse rather than ignore.
  path: ["DATABASE_READ_URL"],
  error: "DATABASE_READ_URL requiere DATABASE_URL (la base embebida PGlite no tiene réplicas)",
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl?: string;
  /** A streaming replica the metric queries read from (server/db/read-replica.ts); only with databaseUrl. */
  databaseReadUrl?: string;
  dataDir: string;
  demoData: boolean;
  /** The demo seed switches on Carmen's morning check-in (10:00). */
  demoCheckIn: boolean;
  /**
   * The demo accounts may exist (embedded database, which seeds them when empty, or DEMO_DATA): their public
   * passwords may then be chosen again; anywhere else they are refused (shared/domain/password-rules.ts).
   */
  isDemo: boolean;
  pinPepper?: string;
  logLevel: string;
  /** Proxy hops or addresses to trust (server/http/trust-proxy.ts); `true` (tests) means one hop. */
  trustProxy: TrustProxy | boolean;
  /** auto: Secure cookies when the request came over HTTPS (production behind TLS). */
  cookieSecure: "auto" | "always" | "never";
  assistant: { url?: string; model?: string; apiKey?: string; timeoutMs: number };
  /** Lifetime of the in-process read cache (server/read-cache.ts); 0 turns it off. */
  readCacheTtlMs: number;
  /**
   * How long a staff console's alert event stream stays open before the browser reconnects (server/http/alert-stream.ts).
   * Tests that do not follow a stream answer it at once (0), so a request that reads every route ends.
   */
  alertStreamMaxMs: number;
  /** Self-registrations allowed per client address per hour, both portals together (SECURITY.md). */
  registrationsPerHour: number;
  /**
   * E-mail escalation of unattended alerts; without smtpUrl it is dashboard-only. Each municipality sets its own
   * on-call addresses; `fallbackOnCallAddress` (ESCALATION_ON_CALL_EMAIL) is used only by an install with exactly one
   * municipality whose list is empty (docs/behaviour/13-later-additions.md#alert-escalation).
   */
  escalation: { smtpUrl?: string; from: string; fallbackOnCallAddress?: string };
  /**
   * The app's public address (PUBLIC_URL): single sign-on's redirect URI is built from it
   * (docs/decisions/0012-single-sign-on.md); without it no municipality offers single sign-on.
   */
  publicUrl?: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL= ) means "not set", as shells and .env files use it.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Configuración no válida: ${first?.path.join(".")}: ${first?.message}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    dataDir: path.resolve(e.DATA_DIR),
    demoData: e.DEMO_DATA,
    demoCheckIn: e.DEMO_CHECK_IN,
    isDemo: e.DEMO_DATA || !e.DATABASE_URL,
    pinPepper: e.PIN_PEPPER,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE,
    assistant: {
      url: e.ASSISTANT_API_URL,
      model: e.ASSISTANT_MODEL,
      apiKey: e.ASSISTANT_API_KEY,
      timeoutMs: e.ASSISTANT_TIMEOUT_MS,
    },
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    alertStreamMaxMs: 10 * 60_000,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    escalation: { smtpUrl: e.SMTP_URL, from: e.SMTP_FROM, fallbackOnCallAddress: e.ESCALATION_ON_CALL_EMAIL },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
  };
}

/**
 * Settings used by tests and tools that build the app without the environment. The read cache is off unless a
 * test turns it on: tests change rows by hand between requests, which a cache would rightly not notice.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", READ_CACHE_TTL_MS: "0" }),
    alertStreamMaxMs: 0,
    ...overrides,
  };
}
