import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { newPgClient, openPglite, openPostgres } from "../db/client";
import { type DemoSeedResult, seedDemo } from "../db/seed";
import { SEED_NOW, TEMPLATE_DB } from "./constants";
import { giveStaffTestPasskey } from "./staff-passkey";
import { testFactorKeys, testPasswords, testPins } from "./hashers";
import { enrolTestTablet } from "./tablet";

// Unique per run, so two test runs on one PostgreSQL server never share a template.
const template = `${TEMPLATE_DB}_${process.pid}_${Date.now().toString(36)}`;

declare module "vitest" {
  export interface ProvidedContext {
    testDb:
      | { kind: "pglite"; snapshotFile: string; ids: DemoSeedResult }
      | { kind: "postgres"; template: string; ids: DemoSeedResult };
  }
}

const seedOptions = () => ({
  now: SEED_NOW,
  hashPassword: testPasswords.hashPassword,
  hashPin: testPins.hashPin,
  sealSecret: testFactorKeys.seal,
});

/** Migrates and seeds one database per run; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  // The project's `env` reaches its test workers, not this global setup: read it from the project itself.
  if (project.config.env?.TEST_DB === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the postgres API tests");
    const admin = newPgClient(url);
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${template}`;
    const handle = await openPostgres(tplUrl.toString());
    await handle.migrate();
    const ids = await seedDemo(handle.db, seedOptions());
    await enrolTestTablet(handle.db, SEED_NOW);
  await giveStaffTestPasskey(handle.db, SEED_NOW);
    await handle.close();
    project.provide("testDb", { kind: "postgres", template, ids });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openPglite(undefined);
  await handle.migrate();
  const ids = await seedDemo(handle.db, seedOptions());
  await enrolTestTablet(handle.db, SEED_NOW);
  await giveStaffTestPasskey(handle.db, SEED_NOW);
  // Uncompressed (46 MB instead of 6): every API file loads it, and gunzip cost each of them about 0.4 s of CPU.
  const dump = await handle.pglite!.dumpDataDir("none");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "acompana-test-"));
  const snapshotFile = path.join(dir, "snapshot.tar");
  fs.writeFileSync(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("testDb", { kind: "pglite", snapshotFile, ids });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
