/**
 * How long `tourney ratings rebuild` takes on a generated data set (`npm run bench:data` first):
 *
 *   npx tsx bench/ratings-rebuild.ts --tenants 1 --tournaments 20 --teams 200 --matches 1000
 *   npx tsx bench/ratings-rebuild.ts --database-url postgres://… --tenants 3 …
 *
 * It runs the rebuild `--runs` times (default 3) on the same data and writes
 * `bench/results/ratings-rebuild-<data set>.json` with each run's time, the counts rebuilt, the
 * machine's load average around it (a busy shared machine makes every figure slower) and the
 * process's peak resident memory.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_SQLITE, numberArg, parseArgs } from './args.js';
import { datasetName, sizesFromArgs, BENCH_SIZES } from './data/generate.js';
import { datasetUrl } from './data/target.js';
import { createDb } from '../src/db/create-db.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { rebuildAllRatings } from '../src/features/ratings/rating.service.js';

const resultsDir = resolve(import.meta.dirname, 'results');
const args = parseArgs(process.argv.slice(2));
const sizes = sizesFromArgs(args, BENCH_SIZES);
const name = datasetName(sizes);
const url = datasetUrl(args.get('database-url') ?? DEFAULT_SQLITE, name, resultsDir);
const runs = numberArg(args, 'runs', 3);

const handle = createDb(url, { poolSize: 2 });
try {
  // A data set generated before the ratings' migration gets it here.
  await migrateToLatest(handle.db, handle.engine);
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const loadBefore = loadavg();
    const started = process.hrtime.bigint();
    const tenants = await rebuildAllRatings(handle.db, handle.engine);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const load = { before: loadBefore, after: loadavg() };
    // maxRSS is in KiB: the peak of the whole process so far, so of this run or an earlier one.
    const peakRssMiB = Math.round(process.resourceUsage().maxRSS / 1024);
    const matches = tenants.reduce((n, t) => n + t.matches, 0);
    const players = tenants.reduce((n, t) => n + t.players, 0);
    results.push({
      run,
      seconds,
      matches,
      players,
      matchesPerSecond: matches / seconds,
      peakRssMiB,
      load,
    });
    console.log(
      `run ${run}: ${matches} matches, ${players} players in ${seconds.toFixed(2)} s (${Math.round(matches / seconds)} matches/s), peak RSS ${peakRssMiB} MiB, load ${load.after.map((l) => l.toFixed(2)).join(' ')}`,
    );
  }
  mkdirSync(resultsDir, { recursive: true });
  const out = `${resultsDir}/ratings-rebuild-${name}.json`;
  const machine = { cpus: cpus().length, node: process.version };
  writeFileSync(
    out,
    `${JSON.stringify({ dataset: name, engine: handle.engine, sizes, machine, results }, null, 2)}\n`,
  );
  console.log(`Wrote ${out}`);
} finally {
  await handle.db.destroy();
}
