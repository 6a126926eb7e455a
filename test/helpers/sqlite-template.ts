import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/db/create-db.js';
import { migrateToLatest } from '../../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** SQLite runs: a database file migrated to the latest version, for test files to copy. */
    migratedSqliteTemplate: string | undefined;
  }
}

/**
 * Migrates one SQLite database for the whole run; each test file starts from a copy of it
 * instead of applying every migration again (see `createTestDatabase`).
 */
export default async function migratedSqliteTemplate(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('migratedSqliteTemplate', undefined);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'tourney-test-template-'));
  const migrated = createDb(`sqlite:${join(dir, 'migrating.db')}`);
  const template = join(dir, 'migrated.db');
  try {
    await migrateToLatest(migrated.db, migrated.engine);
    // One self-contained file (nothing left in a WAL), safe to copy byte for byte.
    await sql`vacuum into ${template}`.execute(migrated.db);
  } finally {
    await migrated.db.destroy();
  }
  project.provide('migratedSqliteTemplate', template);
  return () => rmSync(dir, { recursive: true, force: true });
}
