import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DCLinter } from 'dclint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml, parseDocument } from 'yaml';
import { runCli } from '../../src/cli/main.js';
import { ENV_VARIABLES, loadConfig } from '../../src/config.js';
import { loadWebhookSecrets } from '../../src/features/webhooks/secrets/keyring.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

// No image is built here (no container engine in CI): these tests keep the Dockerfile and
// compose.yaml in step with the package they deploy, its scripts, its bin and dist/ layout.

const read = (path: string) => readFileSync(path, 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  bin: Record<string, string>;
  dependencies: Record<string, string>;
};
const outDir = (JSON.parse(read('tsconfig.build.json')) as { compilerOptions: { outDir: string } })
  .compilerOptions.outDir;

interface Instruction {
  keyword: string;
  args: string;
  stage: string;
}

/** The Dockerfile's instructions (continuations joined, comments dropped), with their stage. */
function dockerfile(): Instruction[] {
  const text = read('Dockerfile').replace(/\\\n/g, ' ');
  let stage = '';
  const instructions: Instruction[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? 'final';
    instructions.push({ keyword, args: args.replace(/\s+/g, ' '), stage });
  }
  return instructions;
}
const instructions = dockerfile();
const all = (keyword: string, stage?: string) =>
  instructions.filter((i) => i.keyword === keyword && (stage === undefined || i.stage === stage));
const only = (keyword: string, stage = 'final') => {
  const found = all(keyword, stage);
  expect(found, `${keyword} in stage ${stage}`).toHaveLength(1);
  return found[0]!.args;
};
const execForm = (args: string) => JSON.parse(args.replace(/^--\S+ /g, '')) as string[];

const binPath = pkg.bin.tourney!;

/** `dist/x/y.js` → `src/x/y.ts`: the source the build compiles to that file. */
const sourceOf = (distFile: string) =>
  distFile.replace(new RegExp(`^${outDir}/`), 'src/').replace(/\.js$/, '.ts');

/** The help of `tourney <command>`; for a command that does not exist, the program's help. */
async function helpOf(command: string[]): Promise<string> {
  let out = '';
  const code = await runCli([...command, '--help'], {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: () => undefined },
  });
  expect(code, `tourney ${command.join(' ')}`).toBe(0);
  expect(out, `tourney ${command.join(' ')}`).toMatch(
    new RegExp(`^Usage: tourney ${command.join(' ')} `),
  );
  return out;
}

/** A command line of the CLI with its options, as a container runs it. */
async function expectCliCommand(argv: string[]) {
  const words = argv.filter((a) => !a.startsWith('-'));
  const help = await helpOf(words);
  for (const option of argv.filter((a) => a.startsWith('--'))) expect(help).toContain(option);
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('Dockerfile', () => {
  it('builds with the dev dependencies, then installs production ones only, with npm ci', () => {
    const runs = all('RUN').map((r) => r.args);
    const installs = runs.filter((r) => /\bnpm (ci|install|i)\b/.test(r));
    expect(installs.every((r) => /\bnpm ci\b/.test(r))).toBe(true);
    expect(all('RUN', 'build').some((r) => /\bnpm ci\b(?!.*--omit=dev)/.test(r.args))).toBe(true);
    expect(instructions.some((i) => / --omit=dev\b/.test(i.args))).toBe(true);
    for (const [, script] of runs.join('\n').matchAll(/\bnpm run (\S+)/g)) {
      expect(pkg.scripts, `npm run ${script}`).toHaveProperty(script!);
    }
    expect(all('RUN', 'build').map((r) => r.args)).toContain('npm run build');
    expect(pkg.scripts.build).toBe('node scripts/build.mjs');
    expect(read('scripts/build.mjs')).toContain('tsconfig.build.json');
  });

  it('copies sources that exist and that .dockerignore lets through', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'));
    const sources = all('COPY')
      .filter((c) => !c.args.startsWith('--from'))
      .flatMap((c) => c.args.split(' ').slice(0, -1));
    expect(sources).toEqual(
      expect.arrayContaining([
        'package.json',
        'package-lock.json',
        'tsconfig.build.json',
        'src',
        'console',
      ]),
    );
    for (const source of sources) {
      expect(existsSync(source), source).toBe(true);
      expect(ignored, source).not.toContain(source);
    }
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', 'dist', '.git']));
  });

  it('runs the compiled bin as a non-root user, listening on every interface', () => {
    expect(all('COPY', 'final').map((c) => c.args)).toContain(
      `--from=build /app/${outDir} ./${outDir}`,
    );
    const entrypoint = execForm(only('ENTRYPOINT'));
    expect(entrypoint).toEqual(['node', binPath]);
    expect(binPath.startsWith(`${outDir}/`)).toBe(true);
    expect(existsSync(sourceOf(binPath)), sourceOf(binPath)).toBe(true);
    expect(only('USER')).not.toMatch(/^(root|0)$/);
    const env = only('ENV');
    expect(env).toContain('HOST=0.0.0.0');
    // The image runs the server with the same environment and node flags as `npm start`.
    const startWords = pkg.scripts.start!.split(' ');
    const startFlags = startWords.filter((w) => w.startsWith('--'));
    expect(env).toContain(`NODE_OPTIONS=${startFlags.join(' ')}`);
    for (const assignment of startWords.filter((w) => /^[A-Z_]+=/.test(w)))
      expect(env.split(' ')).toContain(assignment);
  });

  it('starts `tourney serve` by default and checks readiness on /health/ready', async () => {
    await expectCliCommand(execForm(only('CMD')));
    const check = only('HEALTHCHECK');
    const port = /\bPORT=(\d+)/.exec(only('ENV'))?.[1];
    expect(only('EXPOSE')).toBe(port);
    expect(check).toContain("'/health/ready'");
    expect(execForm(check.replace(/^(--\S+ )*CMD /, ''))[0]).toBe('node');
    const ready = await t.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
  });

  it('needs no dev dependency at run time: src imports only production packages', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    );
    const imported = new Set<string>();
    for (const file of files) {
      const text = read(join('src', file));
      for (const [, spec] of text.matchAll(
        /^(?:import|export)(?!\s+type\b)[^;]*?from '([^'.][^']*)'/gms,
      ))
        imported.add(spec!);
      for (const [, spec] of text.matchAll(/import\('([^'.][^']*)'\)/g)) imported.add(spec!);
    }
    const packages = [...imported]
      .filter((spec) => !spec.startsWith('node:'))
      .map((spec) =>
        spec
          .split('/')
          .slice(0, spec.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    expect(packages.length).toBeGreaterThan(5);
    for (const name of packages) expect(pkg.dependencies, name).toHaveProperty(name);
  });
});

describe('compose.yaml', () => {
  type Service = Record<string, any>;
  const document = parseDocument(read('compose.yaml'), { merge: true });
  const compose = document.toJS() as { services: Record<string, Service> };
  const { services } = compose;
  // The services that run this repository's image, whatever they are called.
  const tourneyServices = Object.keys(services).filter((name) => services[name]!.build === '.');
  // What docs/deploy.md has the operator write into .env (compose refuses to start without).
  const operatorEnv: Record<string, string> = {
    POSTGRES_PASSWORD: 'compose-test-password',
    ADMIN_TOKEN: 'compose-test-admin-token',
    WEBHOOK_SECRET_KEYS: `k1:${randomBytes(32).toString('base64')}`,
  };
  /** A value as compose makes it: `${NAME}` from .env, else `${NAME:-default}`'s default. */
  const interpolate = (value: string) =>
    value.replace(/\$\{(\w+)(?::-([^}]*))?[^}]*\}/g, (_, name: string, fallback?: string) => {
      const given = operatorEnv[name] ?? fallback;
      expect(given, `${name} is neither in .env nor defaulted`).toBeDefined();
      return given!;
    });
  /** A service's environment as a map, whichever of the two forms compose.yaml writes it in. */
  const environmentOf = (service: Service): Record<string, string> =>
    Array.isArray(service.environment)
      ? Object.fromEntries(
          (service.environment as string[]).map((entry) => {
            const [name, ...value] = entry.split('=');
            return [name, value.join('=')];
          }),
        )
      : (service.environment ?? {});
  const dependencies = (name: string) => services[name]!.depends_on as Record<string, Service>;

  it('parses without errors or warnings, and follows the Compose specification', () => {
    expect(document.errors).toEqual([]);
    expect(document.warnings).toEqual([]);
    expect(tourneyServices).toEqual(['migrate', 'seed', 'api', 'worker']);
    // dclint checks the file against the specification's JSON schema, then its own rules.
    const linter = new DCLinter(parseYaml(read('.dclintrc.yaml')));
    const [result] = linter.lintFiles(['compose.yaml'], false);
    expect(result!.messages).toEqual([]);
  });

  it('runs migrate and the catalogue seed once, N API processes without a worker, and a worker', async () => {
    expect(services.migrate!.command).toEqual(['migrate']);
    expect(services.seed!.command).toEqual(['seed', '--catalogue', '--if-empty']);
    expect(services.api!.command).toEqual(['serve', '--no-worker']);
    expect(services.api!.deploy.replicas).toBeGreaterThanOrEqual(2);
    expect(services.worker!.command).toEqual(['worker']);
    expect(existsSync('Dockerfile')).toBe(true);
    for (const name of tourneyServices) await expectCliCommand(services[name]!.command);
    for (const name of ['migrate', 'seed']) {
      expect(services[name]!.restart, name).toBe('no');
      // Neither serves HTTP, nor does the worker: the image's readiness check does not apply.
      expect(services[name]!.healthcheck, name).toEqual({ disable: true });
    }
    expect(services.worker!.healthcheck).toEqual({ disable: true });
  });

  it('starts each service once what it needs is ready or done', () => {
    const healthy = { condition: 'service_healthy' };
    const done = { condition: 'service_completed_successfully' };
    expect(dependencies('migrate')).toEqual({ postgres: healthy });
    expect(dependencies('seed')).toEqual({ migrate: done });
    expect(dependencies('api')).toEqual({ migrate: done, seed: done, redis: healthy });
    expect(dependencies('worker')).toEqual({ migrate: done });
    expect(dependencies('balancer')).toEqual({ api: healthy });
    // Every such condition can be met: a check to pass, or a one-shot that exits.
    for (const [name, service] of Object.entries(services)) {
      for (const [target, { condition }] of Object.entries(dependencies(name) ?? {})) {
        const dependency = services[target];
        expect(dependency, `${name} → ${target}`).toBeDefined();
        if (condition === 'service_healthy')
          expect(dependency!.healthcheck?.test, `${name} → ${target}`).toBeDefined();
        if (condition === 'service_completed_successfully')
          expect(dependency!.restart, `${name} → ${target}`).toBe('no');
      }
      expect(Array.isArray(service.depends_on), name).toBe(false);
    }
    expect(services.postgres!.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(services.redis!.healthcheck.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  it("checks the API's readiness with the image's own command", () => {
    const imageCheck = execForm(only('HEALTHCHECK').replace(/^(--\S+ )*CMD /, ''));
    expect(services.api!.healthcheck.test).toEqual(['CMD', ...imageCheck]);
    expect(services.api!.healthcheck.disable).toBeUndefined();
  });

  it('sets only variables the server reads, with values it accepts', () => {
    const runtime = ['NODE_OPTIONS', 'MALLOC_ARENA_MAX']; // read by node and by glibc
    for (const name of tourneyServices) {
      // An env_file would set variables this check cannot see.
      expect(services[name]!.env_file, name).toBeUndefined();
      const env = environmentOf(services[name]!);
      for (const variable of Object.keys(env))
        expect(ENV_VARIABLES, `${name} sets ${variable}, unknown to src/config.ts`).toContain(
          variable,
        );
      const values = Object.fromEntries(
        Object.entries(env).map(([variable, value]) => [variable, interpolate(String(value))]),
      );
      // As each process starts: the configuration, then the keys of the webhook secrets.
      expect(() => loadWebhookSecrets(loadConfig(values)), name).not.toThrow();
    }
    const imageEnv = only('ENV')
      .split(' ')
      .map((assignment) => assignment.split('=')[0]!);
    for (const variable of imageEnv)
      expect([...ENV_VARIABLES, ...runtime], `Dockerfile ENV`).toContain(variable);
  });

  it('needs only the variables docs/deploy.md has the operator put into .env', () => {
    const required = [...read('compose.yaml').matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]!);
    expect(new Set(required)).toEqual(new Set(Object.keys(operatorEnv)));
    const dotEnv = /cat > \.env <<'ENV'\n([^]*?)\nENV\n/.exec(read('docs/deploy.md'))?.[1];
    expect(dotEnv?.split('\n').map((line) => line.split('=')[0])).toEqual(Object.keys(operatorEnv));
  });

  it('points every process at the PostgreSQL service and gives them one admin token', () => {
    const pgEnv = services.postgres!.environment;
    for (const name of tourneyServices) {
      const env = environmentOf(services[name]!);
      const url = new URL(interpolate(env.DATABASE_URL!));
      expect(url.protocol).toBe('postgres:');
      expect(url.hostname).toBe('postgres');
      expect(url.username).toBe(pgEnv.POSTGRES_USER);
      expect(url.password).toBe(interpolate(pgEnv.POSTGRES_PASSWORD));
      expect(url.pathname).toBe(`/${pgEnv.POSTGRES_DB}`);
      expect(env.ADMIN_TOKEN).toMatch(/^\$\{ADMIN_TOKEN:\?/);
    }
    expect(environmentOf(services.api!).TRUST_PROXY).toBe('true');
  });

  it('counts the rate limit of every API replica in one Redis that keeps nothing on disk', () => {
    const redis = services.redis!;
    expect(redis.image).toMatch(/^redis:7(-alpine)?$/);
    expect(redis.command.join(' ')).toContain('--save  --appendonly no');
    expect(redis.volumes).toBeUndefined();
    expect(redis.ports).toBeUndefined();
    const url = new URL(environmentOf(services.api!).RATE_LIMIT_REDIS_URL!);
    expect(url.hostname).toBe('redis');
    expect(url.port).toBe('6379');
    expect(loadConfig({ RATE_LIMIT_REDIS_URL: url.href }).rateLimit.redisUrl).toBe(url.href);
  });

  it('balances over the API replicas on the port the image listens on', () => {
    const balancer = services.balancer!;
    const mount = (balancer.volumes as string[]).find((v) => v.includes('Caddyfile'))!;
    const caddyfile = read(mount.split(':')[0]!);
    const port = /\bPORT=(\d+)/.exec(only('ENV'))?.[1];
    expect(caddyfile).toMatch(/dynamic a \{\s+name api\s+port (\d+)/);
    expect(/port (\d+)/.exec(caddyfile)?.[1]).toBe(port);
    expect(balancer.ports).toHaveLength(1);
    expect(services.postgres!.ports).toBeUndefined();
  });
});
