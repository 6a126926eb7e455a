import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const execFileAsync = promisify(execFile);
/** Runs a command; a failure says what it printed (a type error, npm's complaint). */
const run = (command: string, args: string[], options: { cwd: string }) =>
  execFileAsync(command, args, options).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout}\n${error.stderr}`);
  });
const clientFolder = join(import.meta.dirname, '..');
const repository = join(clientFolder, '..', '..');
const tsc = join(repository, 'node_modules', 'typescript', 'bin', 'tsc');

// The program a new integrator writes first, in a project of its own outside the repository.
const program = (baseUrl: string, apiKey: string) => `
import { createClient, TourneyError } from '@tourney/client';

const tourney = createClient({ baseUrl: ${JSON.stringify(baseUrl)}, apiKey: ${JSON.stringify(apiKey)} });
const user = await tourney.call('registerUser', {
  body: { externalId: 'sdk-player-1', username: 'sdkplayer', displayName: 'Ada' },
});
const page = await tourney.call('listTournaments');
const names: string[] = page.items.map((tournament) => tournament.tournamentName);
let refusal = '';
try {
  await tourney.call('registerUser', { body: { externalId: 'sdk-player-2', username: 'ab' } });
} catch (error) {
  if (error instanceof TourneyError) refusal = \`\${error.status} \${error.message}\`;
}
console.log(JSON.stringify({ username: user.username, tournaments: page.totalCount, names, refusal }));
`;

describe('the SDK as an integrator installs it', () => {
  let t: TestApp;
  let baseUrl: string;
  const project = mkdtempSync(join(tmpdir(), 'tourney-sdk-user-'));

  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(project, { recursive: true, force: true });
  });

  it('packs, installs from the tarball outside the repository, typechecks and runs against a real server', async () => {
    // `npm pack` builds the package first (prepack), as `npm publish` does.
    const packed = await run('npm', ['pack', '--json', '--pack-destination', project], {
      cwd: clientFolder,
    });
    const { filename, files } = (
      JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[]
    )[0]!;
    const shipped = files.map((file) => file.path);
    expect(shipped).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts']));
    expect(shipped.some((path) => path.startsWith('test/'))).toBe(false);

    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'sdk-user', private: true, type: 'module' }),
    );
    // The SDK's one dependency (eventsource-parser) comes from npm's cache when the repository's
    // install left it there; its registry metadata may not be, and is then fetched.
    await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', join(project, filename)],
      {
        cwd: project,
      },
    );
    writeFileSync(join(project, 'program.ts'), program(baseUrl, t.tenant.apiKey));
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2022', 'DOM'],
          types: [],
          strict: true,
          outDir: 'out',
        },
        files: ['program.ts'],
      }),
    );
    await run(process.execPath, [tsc, '-p', project], { cwd: project });
    const output = await run(process.execPath, [join(project, 'out', 'program.js')], {
      cwd: project,
    });
    expect(JSON.parse(output.stdout)).toEqual({
      username: 'sdkplayer',
      tournaments: 0,
      names: [],
      refusal: '400 Validation failed: username must have at least 3 characters',
    });
  }, 120_000);
});
