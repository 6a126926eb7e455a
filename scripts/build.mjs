// `npm run build`: builds the server, the SDK and the console, and notes what each was built from.
// `npm ci` (`prepare`: `--changed --only engine,sdk`) builds the engine, which the server runs on,
// and the SDK, so that it installs from its folder.
// Before `npm start` (`--changed --free-port`): refuses a port that is in use before anything is
// built, then rebuilds only the parts whose sources changed since the last build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import process from 'node:process';

const root = join(import.meta.dirname, '..');
const STAMPS = join(root, 'dist', '.build-inputs.json');
const vite = (config) => ['vite', 'build', '--config', config, '--logLevel', 'warn'];

// Each part: what it is built from, what it writes, and how. The console's build empties its
// folder, so the embed script is built again with it.
const PARTS = [
  {
    name: 'engine',
    inputs: ['packages/engine/src', 'packages/engine/tsconfig.json'],
    outputs: ['packages/engine/dist/index.js'],
    commands: [['tsc', '-p', 'packages/engine']],
  },
  {
    name: 'server',
    inputs: ['src', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'],
    outputs: ['dist/server.js', 'dist/cli/main.js'],
    commands: [['tsc', '-b', 'tsconfig.build.json']],
  },
  {
    name: 'sdk',
    inputs: ['packages/client/src', 'packages/client/tsconfig.json'],
    outputs: ['packages/client/dist/index.js'],
    commands: [['tsc', '-p', 'packages/client']],
  },
  {
    name: 'console',
    inputs: [
      'console/src',
      'console/public',
      'console/index.html',
      'console/public.html',
      'console/vite.config.ts',
      'console/vite.embed.config.ts',
      'package-lock.json',
    ],
    outputs: ['dist/console/index.html', 'dist/console/embed.js'],
    commands: [vite('console/vite.config.ts'), vite('console/vite.embed.config.ts')],
  },
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** Changes with any input file's name, size or modification time, as make would see it. */
function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input))).sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

function portInUse(port, host) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', (error) => resolve(error.code === 'EADDRINUSE'))
      .once('listening', () => probe.close(() => resolve(false)))
      .listen({ port, host, exclusive: true });
  });
}

const flags = new Set(process.argv.slice(2));
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';
const checkPort = flags.has('--free-port') && Number.isInteger(port) && port > 0 && port <= 65535;
if (checkPort && (await portInUse(port, host))) {
  process.stderr.write(
    `error: port ${port} on ${host} is already in use (is Tourney running already?): stop that process, or start on another port with PORT=<port> npm start\n`,
  );
  process.exit(1);
}

// `npm ci --omit=dev` (a production image) runs `prepare` without the compilers: nothing to build.
if (!existsSync(join(root, 'node_modules', '.bin', 'tsc'))) {
  process.stdout.write('No TypeScript compiler installed (a production install): nothing built.\n');
  process.exit(0);
}

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1].split(',')
  : undefined;
const stamps = existsSync(STAMPS) ? JSON.parse(readFileSync(STAMPS, 'utf8')) : {};
for (const part of PARTS.filter((p) => only === undefined || only.includes(p.name))) {
  // An image's dependency stage has the manifests, not the sources: nothing of it to build.
  if (!part.inputs.some((input) => existsSync(join(root, input)))) continue;
  const current = fingerprint(part.inputs);
  const built = part.outputs.every((output) => existsSync(join(root, output)));
  if (flags.has('--changed')) {
    if (built && stamps[part.name] === current) continue;
    process.stdout.write(`Building the ${part.name}: its sources changed since the last build…\n`);
  }
  for (const [command, ...args] of part.commands) {
    const run = spawnSync(join(root, 'node_modules', '.bin', command), args, {
      cwd: root,
      stdio: 'inherit',
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  stamps[part.name] = current;
  mkdirSync(dirname(STAMPS), { recursive: true });
  writeFileSync(STAMPS, JSON.stringify(stamps, null, 2));
}
