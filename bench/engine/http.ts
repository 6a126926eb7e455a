/**
 * A double elimination reported to its champion through the organiser API, against the compiled
 * server on a fresh SQLite file: users, teams, registrations, the round and its generation go
 * through the API first (timed apart), then one organiser reports every playable match, in turn,
 * until the tournament has a winner.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { seedCatalogue } from '../../src/features/games/starter-catalogue.js';
import { createDb } from '../../src/db/create-db.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createTenant, issueApiKey } from '../../src/features/tenants/tenant.service.js';
import { mulberry32 } from '@tourney/engine';

export interface HttpRun {
  teams: number;
  results: number;
  setupSeconds: number;
  /** From the first list of playable matches to the champion. */
  reportSeconds: number;
  resultP50Ms: number;
  resultP99Ms: number;
  /** utime + stime of the server process over the reporting phase. */
  serverCpuSeconds: number;
  serverCpuMsPerResult: number;
  /** Outbox rows and payload bytes written while reporting, by event. */
  outbox: Record<string, { events: number; bytes: number }>;
  champion: string;
}

const DAY = 864e5;

function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** `npm start`'s node flags: package.json's start script reads `node [flags] dist/server.js`. */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.trim().split(/\s+/).slice(1, -1);
}

async function startServer(databaseUrl: string, profileDir?: string) {
  const port = await freePort();
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = spawn(process.execPath, [...startFlags(), ...profile, 'dist/server.js'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_TOKEN: randomBytes(24).toString('hex'),
      // The one default changed: 1,000 requests a minute per key would pace the organiser.
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 600) throw new Error('server not ready within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { url, pid: child.pid as number, stop };
}

function api(url: string, key: string) {
  const pool = new Pool(url, { connections: 8 });
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await pool.request({
      method,
      path: `/api/v1${path}`,
      headers: {
        'x-api-key': key,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.body.text();
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${text}`);
    return JSON.parse(text).data;
  };
  return { call, close: () => pool.close() };
}

type Call = ReturnType<typeof api>['call'];

/** Runs `work` for every index with `width` of them in flight. */
async function inParallel(count: number, width: number, work: (i: number) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < count; i = next++) await work(i);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

async function setUp(call: Call, gameId: string, teams: number) {
  const teamIds: string[] = [];
  await inParallel(teams, 8, async (i) => {
    const user = `player-${i + 1}`;
    await call('POST', '/external/users', {
      externalId: user,
      username: `player${i + 1}`,
      displayName: `Player ${i + 1}`,
    });
    await call('POST', `/external/user-game-ids?externalUserId=${user}`, {
      gameId,
      userGameId: `player${i + 1}#1`,
    });
    const team = await call('POST', `/teams?externalId=team-${i + 1}&externalUserId=${user}`, {
      name: `Team ${i + 1}`,
      gameId,
    });
    teamIds[i] = team.teamId as string;
  });
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const tournament = await call('POST', '/tournaments', {
    tournamentName: `Engine bench ${teams}`,
    gameId,
    matchType: 1,
    teamType: '5v5',
    enrollmentLimit: teams,
    minTeamMembers: 1,
    maxTeamMembers: 5,
    color: '#2B6CB0',
    startTime: at(7),
    endTime: at(8),
    registrationDeadline: at(6),
    prizePool: 0,
    prizeDistribution: { positions: [], special: [] },
    rules: {},
  });
  const tournamentId = tournament.tournamentId as string;
  await call('POST', `/tournaments/${tournamentId}/status`, { status: 1 });
  await inParallel(teams, 8, async (i) => {
    const registration = await call(
      'POST',
      `/tournaments/${tournamentId}/registrations/teams/${teamIds[i]}?externalUserId=player-${i + 1}`,
      {},
    );
    await call(
      'POST',
      `/tournaments/${tournamentId}/registrations/${registration.registrationId}/approve`,
      { seed: i + 1 },
    );
  });
  const round = await call('POST', `/tournaments/${tournamentId}/rounds`, {
    roundName: 'Playoffs',
    roundType: 2,
    grandFinal: 'double',
    bestOf: 1,
    startDate: at(7),
    endDate: at(8),
  });
  await call('POST', `/rounds/${round.id}/generate`, {});
  return tournamentId;
}

async function playableMatches(call: Call, tournamentId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const data = await call(
      'GET',
      `/matches/duel?tournamentId=${tournamentId}&matchStatus=1&pageSize=100&pageNumber=${page}`,
    );
    ids.push(...data.matches.map((m: { matchId: string }) => m.matchId));
    if (page >= data.totalPages) return ids;
  }
}

async function outboxTotals(databaseUrl: string) {
  const { db } = createDb(databaseUrl, { poolSize: 1 });
  try {
    const rows = await db
      .selectFrom('outbox_events')
      .select((eb) => [
        'event',
        eb.fn.countAll<number>().as('events'),
        eb.fn.sum<number>(eb.fn('length', ['payload'])).as('bytes'),
      ])
      .groupBy('event')
      .execute();
    return Object.fromEntries(
      rows.map((r) => [r.event, { events: Number(r.events), bytes: Number(r.bytes) }]),
    );
  } finally {
    await db.destroy();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** One run; `profileDir` has the server write a CPU profile there. */
export async function measureHttp(
  teams: number,
  log: (line: string) => void,
  profileDir?: string,
): Promise<HttpRun> {
  // A scratch folder: the server also writes its generated webhook key file next to the database.
  const folder = mkdtempSync(join(tmpdir(), 'tourney-engine-bench-'));
  const databaseUrl = `sqlite:${join(folder, 'bench.db')}`;
  const handle = createDb(databaseUrl, { poolSize: 1 });
  await migrateToLatest(handle.db, handle.engine);
  const { tenantId } = await createTenant(handle.db, 'Engine bench');
  const { apiKey } = await issueApiKey(handle.db, tenantId, 'bench', ['integration', 'manage']);
  const gameId = (await seedCatalogue(handle.db)).games['Counter-Strike 2'] as string;
  await handle.db.destroy();

  const server = await startServer(databaseUrl, profileDir);
  const { call, close } = api(server.url, apiKey);
  try {
    const setupStart = performance.now();
    const tournamentId = await setUp(call, gameId, teams);
    const setupSeconds = (performance.now() - setupStart) / 1000;
    log(`  set up ${teams} teams and the bracket in ${setupSeconds.toFixed(1)} s`);
    const outboxBefore = await outboxTotals(databaseUrl);
    const coin = mulberry32(teams);
    const latencies: number[] = [];
    const cpuBefore = cpuMs(server.pid);
    const start = performance.now();
    for (let ready = await playableMatches(call, tournamentId); ready.length > 0;) {
      for (const matchId of ready) {
        const firstWins = coin() < 0.5;
        const sent = performance.now();
        await call('POST', `/matches/${matchId}/result`, {
          games: [{ participant1Score: firstWins ? 13 : 7, participant2Score: firstWins ? 7 : 13 }],
        });
        latencies.push(performance.now() - sent);
      }
      ready = await playableMatches(call, tournamentId);
    }
    const reportSeconds = (performance.now() - start) / 1000;
    const serverCpuMs = cpuMs(server.pid) - cpuBefore;
    const detail = await call('GET', `/tournaments/${tournamentId}`);
    if (detail.status !== 3 || !detail.winnerTeamName) throw new Error('no champion at the end');
    const outboxAfter = await outboxTotals(databaseUrl);
    const outbox = Object.fromEntries(
      Object.entries(outboxAfter).map(([event, after]) => [
        event,
        {
          events: after.events - (outboxBefore[event]?.events ?? 0),
          bytes: after.bytes - (outboxBefore[event]?.bytes ?? 0),
        },
      ]),
    );
    latencies.sort((a, b) => a - b);
    return {
      teams,
      results: latencies.length,
      setupSeconds: Math.round(setupSeconds * 10) / 10,
      reportSeconds: Math.round(reportSeconds * 100) / 100,
      resultP50Ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
      resultP99Ms: Math.round(percentile(latencies, 0.99) * 10) / 10,
      serverCpuSeconds: Math.round(serverCpuMs / 100) / 10,
      serverCpuMsPerResult: Math.round((serverCpuMs / latencies.length) * 100) / 100,
      outbox,
      champion: detail.winnerTeamName as string,
    };
  } finally {
    await close();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
