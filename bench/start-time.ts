// How long `npm start` takes to answer /health/ready: with nothing changed since the last build
// (warm), and after a change to one server file and to one console file. Run with
// `npm run bench:start` (a first start builds everything once before the runs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { labelOf, numberArg, parseArgs, unusedReportBase } from './args.js';

const args = parseArgs(process.argv.slice(2));
const runs = numberArg(args, 'runs', 3);
const root = join(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });
}

/** Milliseconds from `npm start` to the first 200 of /health/ready; the server is stopped after. */
async function timeStart(databaseUrl: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ADMIN_TOKEN: 'bench-admin-token-0123456789',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ready) return performance.now() - started;
      if (performance.now() - started > 600_000) throw new Error('not ready after 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    // npm starts node in a process group of its own: end them both.
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const touch = (file: string) => () => {
  const now = new Date();
  utimesSync(join(root, file), now, now);
};

const scenarios: { name: string; before: () => void }[] = [
  { name: 'warm: nothing changed since the last build', before: () => undefined },
  { name: 'one server file changed (src/app.ts)', before: touch('src/app.ts') },
  { name: 'one console file changed (console/src/App.tsx)', before: touch('console/src/App.tsx') },
];

const dir = mkdtempSync(join(tmpdir(), 'tourney-start-'));
const databaseUrl = `sqlite:${join(dir, 'tourney.db')}`;
try {
  process.stdout.write('first start (builds what is missing, migrates a new database)…\n');
  const first = await timeStart(databaseUrl);
  const rows: string[] = [];
  for (const scenario of scenarios) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      scenario.before();
      times.push(await timeStart(databaseUrl));
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const line = `| ${scenario.name} | ${(median / 1000).toFixed(2)} s | ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} |`;
    process.stdout.write(`${line}\n`);
    rows.push(line);
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} at the end`;
  const report = [
    `# npm start to /health/ready, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `${machine}. Each run starts \`npm start\` on a free port with an existing SQLite database and`,
    'waits for the first 200 of `GET /health/ready`; the first start of the session (not counted)',
    `took ${(first / 1000).toFixed(1)} s. ${runs} runs per row, the median first.`,
    '',
    '| before the start | median | runs |',
    '|---|---:|---|',
    ...rows,
    '',
  ].join('\n');
  const base = unusedReportBase(
    join(
      root,
      'bench',
      'results',
      `${new Date().toISOString().slice(0, 10)}-start-time${labelOf(args)}`,
    ),
    ['.md'],
  );
  writeFileSync(`${base}.md`, report);
  process.stdout.write(`report: ${base}.md\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
