/**
 * `--calibrate`: is the load generator the limit? Drives the ceiling (the mixed reading order,
 * every answer checked) with wrk on 1, 2 and 4 threads, twice each and interleaved so that the
 * machine's drift hits every setting alike, and records the generator's and the ceiling's CPU.
 * When the ceiling's req/s rises with the generator's threads, the generator was the limit at
 * the lower count; when it stays within the spread of the repeats while the ceiling process uses
 * a whole core, the server side is the limit and the ceiling is honest.
 */
import { engineOf } from '../../src/db/create-db.js';
import type { DatasetIds } from '../data/generate.js';
import { writeReport } from '../report.js';
import { machine, type CalibrationRun, type Report } from '../report-parts.js';
import { withCost } from './measure.js';
import { mixedReadSequence } from './reads.js';
import { openSession, type LoadOptions } from './session.js';
import { runWrk, writeRequestList } from './wrk.js';

export async function calibrate(
  ids: DatasetIds,
  options: LoadOptions,
  token: string,
  resultsDir: string,
  log: (line: string) => void,
) {
  const session = await openSession(ids, { processes: 1, writes: {}, token }, options, log);
  const runs: CalibrationRun[] = [];
  try {
    const list = `${session.dir}/calibration.txt`;
    writeRequestList(list, mixedReadSequence(session.reads));
    for (const threads of [1, 2, 4, 1, 2, 4]) {
      const { result, cost } = await withCost([session.ceiling], null, () =>
        runWrk({
          ...options,
          threads,
          url: session.ceiling.url,
          listFile: list,
          apiKey: ids.apiKey,
          strict: true,
        }),
      );
      const wallMs = result.seconds * 1000;
      const run: CalibrationRun = {
        threads,
        rps: result.rps,
        p50: result.p50,
        p99: result.p99,
        errors: result.errors,
        generatorCores: Math.round((result.generatorCpuMs / wallMs) * 100) / 100,
        ceilingCores: Math.round((cost.serverCpuMs / wallMs) * 100) / 100,
        loadAverage: cost.loadAverage,
      };
      log(
        `  wrk ${threads} thread${threads > 1 ? 's' : ' '}: ceiling ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${run.errors}; generator ${run.generatorCores} cores, ceiling ${run.ceilingCores} cores, load ${run.loadAverage}`,
      );
      runs.push(run);
    }
  } finally {
    await session.stop();
  }
  const report: Report = {
    date: new Date().toISOString().slice(0, 10),
    engine: engineOf(ids.databaseUrl),
    machine: machine(),
    settings: { ...options, processes: 1, server: {} },
    datasets: [],
    calibration: { dataset: ids.name, runs },
  };
  log(`\nReport: ${writeReport(resultsDir, report, 'calibration')}`);
}
