import type { Assistant } from "./assistant";
import type { FactorKeys } from "./auth/factor-keys";
import type { PasswordHasher, PinHasher } from "./auth/hashing";
import type { Config } from "./config";
import type { ReadDb } from "./db/read-replica";
import type { Db } from "./db/types";
import type { AlertEvents } from "./http/alert-events";
import type { ReadCache } from "./read-cache";
import type { Logger } from "./logger";
import type { FamilyNotifier } from "./services/family-push/notifier";

/** Everything a request handler may use; tests build it with an in-memory db and a pinned clock. */
export type AppDeps = {
  db: Db;
  /**
   * Heavy read-only work (metrics): the DATABASE_READ_URL replica, or `db`. Never for writes, authorization,
   * consent checks or anything that must see the request's own writes. createApp uses `db` when absent.
   */
  readDb: ReadDb;
  config: Config;
  clock: () => Date;
  logger: Logger;
  /** Family and professional passwords: production cost in the server, a cheap one in tests. */
  passwords: PasswordHasher;
  pins: PinHasher;
  /** Seals authenticator-app secrets and hashes recovery codes; createApp derives it from the pepper when absent. */
  factorKeys: FactorKeys;
  /** The chat engine; createApp builds the configured one when absent. */
  assistant: Assistant;
  /** Sessions and own-reminder reads kept for a moment; createApp builds it from config when absent. */
  readCache: ReadCache;
  /** Pings the open staff consoles of a municipality hear (server/http/alert-events.ts); built when absent. */
  alertEvents: AlertEvents;
  /** Relatives' push and e-mail notices of alerts; absent, nobody is notified (most tests). */
  familyNotifier?: FamilyNotifier;
};
