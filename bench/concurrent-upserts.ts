/**
 * `npx tsx bench/concurrent-upserts.ts [--tenants 3 --tournaments 2000 --teams 20000
 *   --matches 200000 --upserts 20000 --concurrency 50]`: the user service's upserts (half new
 * users, half new names) made by `--concurrency` callers at once in one process, on a copy of an
 * SQLite data set `npm run bench:data` made, without HTTP in the way. Prints CPU and wall time
 * per upsert: what the storage layer spends on a write (`src/db/sqlite-write-groups.ts`), which
 * the HTTP benchmark shows through the noise of the rest of the request. To compare two builds,
 * run it from each checkout in turn.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../src/db/create-db.js';
import { registerUser } from '../src/features/users/user.service.js';
import { numberArg, parseArgs } from './args.js';
import { sqliteDataset } from './data/generate.js';

const RESULTS = resolve('bench/results');
const args = parseArgs(process.argv.slice(2));
const upserts = numberArg(args, 'upserts', 20_000);
const concurrency = numberArg(args, 'concurrency', 50);
const { name, url, ids } = sqliteDataset(args, RESULTS);

// A copy, so that runs of two builds start from the same file.
const dir = mkdtempSync(join(tmpdir(), 'tourney-upserts-'));
const path = join(dir, `${name}.db`);
copyFileSync(url.slice('sqlite:'.length), path);
const { db } = createDb(`sqlite:${path}`);
await sql`select 1`.execute(db);

const token = Date.now().toString(36);
let next = 0;
async function caller() {
  while (next < upserts) {
    const i = next++;
    // Odd ones are new users; even ones rename the user the previous one made.
    const externalId = `upsert-${token}-${i - (i % 2 === 0 ? 1 : 0)}`;
    await registerUser(db, ids.tenantId, { externalId, displayName: `Upsert ${token} ${i}` });
  }
}

const cpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, caller));
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
await db.destroy();
rmSync(dir, { recursive: true, force: true });

const perUpsert = (ms: number) => Math.round((ms * 1000) / upserts);
console.log(
  `${name}: ${upserts} upserts, ${concurrency} at once: ` +
    `CPU ${perUpsert((cpu.user + cpu.system) / 1000)} µs and wall ${perUpsert(wallMs)} µs per upsert`,
);
