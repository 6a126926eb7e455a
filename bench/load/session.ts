/**
 * One data set under load: the API server(s) started as `npm start` runs them, what the writes
 * need made through the API, the read plan, the real answers captured, and the ceiling
 * replaying them. Both the per-endpoint and the mixed runs work on a session.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDb, engineOf } from '../../src/db/create-db.js';
import type { DatasetIds } from '../data/generate.js';
import { captureReads, captureWrite, saveAnswers, type CapturedAnswers } from './capture.js';
import { DatabaseCpu } from './measure.js';
import { mixedReadSequence, planReads, type PlannedRead } from './reads.js';
import { startCeiling, startServer, type RunningServer } from './server-process.js';
import { ensureRatings } from './ratings-setup.js';
import { createJoinTeams, createResultTournaments } from './setup.js';
import {
  JOINS_PER_TEAM,
  WRITE_PATTERNS,
  writeRequest,
  type WriteKind,
  type WritePools,
} from './writes.js';
import { runWrk, writeRequestList } from './wrk.js';

export interface LoadOptions {
  duration: number;
  warmup: number;
  connections: number;
  threads: number;
}

export interface Session {
  ids: DatasetIds;
  servers: RunningServer[];
  /** The first of `ceilings`: the one the per-endpoint runs and the calibration drive. */
  ceiling: RunningServer;
  /** As many ceiling processes as API processes, so the mixed runs pair them the same way. */
  ceilings: RunningServer[];
  database: DatabaseCpu | null;
  reads: PlannedRead[];
  pools: WritePools;
  /** The next unused index of each write kind (see `writes.ts`). */
  next: Record<WriteKind, number>;
  /** Distinct read URLs and the size of their answers (against the response cache's size). */
  readPlan: { urls: number; answerMiB: number };
  /** Where request lists and captured answers go; removed at the end. */
  dir: string;
  /** Ms from the first server's start to the end of the set-up: where a CPU profile's load begins. */
  measuredFromMs: number;
  stop(): Promise<void>;
}

/** Empties the registration pool so every session registers the same (tournament, team) pairs afresh. */
async function resetRegistrationPool(ids: DatasetIds) {
  const { db } = createDb(ids.databaseUrl, { poolSize: 1 });
  try {
    await db
      .deleteFrom('tournament_registrations')
      .where('tournamentId', 'in', ids.registration.tournamentIds)
      .execute();
  } finally {
    await db.destroy();
  }
}

/**
 * PostgreSQL: vacuums the data set first, as autovacuum keeps a database that serves (it may be
 * off on a test machine, and does not catch up between runs a few seconds apart). Without it the
 * dead rows of earlier runs stay in the indexes: after a day of runs the webhook worker's check
 * for pending events read 2 190 index pages and took 10 ms instead of one page and 0.03 ms.
 */
async function vacuum(ids: DatasetIds, log: (line: string) => void) {
  if (engineOf(ids.databaseUrl) !== 'postgres') return;
  const started = performance.now();
  const { db } = createDb(ids.databaseUrl, { poolSize: 1 });
  try {
    await sql`vacuum`.execute(db);
  } finally {
    await db.destroy();
  }
  log(`  vacuumed the database, ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Waits until the webhook worker (in the server, as by default) has fanned out every event the
 * setup wrote: each fan-out is a commit, which would make the first run's cached reads misses.
 */
async function awaitFanOut(ids: DatasetIds) {
  const { db } = createDb(ids.databaseUrl, { poolSize: 1 });
  try {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const row = await db
        .selectFrom('outbox_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('fannedOutAt', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(row.n) === 0) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the webhook worker left events unsent for two minutes');
  } finally {
    await db.destroy();
  }
}

/** Matches of a 32-team single-leg round robin; one per league stays unplayed, so none completes. */
const LEAGUE_TEAMS = 32;
const REPORTABLE_PER_LEAGUE = (LEAGUE_TEAMS * (LEAGUE_TEAMS - 1)) / 2 - 1;

export interface SessionNeeds {
  processes: number;
  /** The write kinds the session will send, and about how many of each. */
  writes: Partial<Record<WriteKind, number>>;
  token: string;
  /** Runs the (single) server under `--cpu-prof`, writing its profile here. */
  cpuProfDir?: string;
  /** Variables of this run for every API process (the shared rate limit's Redis). */
  serverEnv?: Record<string, string>;
}

export async function openSession(
  ids: DatasetIds,
  needs: SessionNeeds,
  options: LoadOptions,
  log: (line: string) => void,
): Promise<Session> {
  const kinds = Object.keys(needs.writes) as WriteKind[];
  if (kinds.includes('team registration')) await resetRegistrationPool(ids);
  await ensureRatings(ids, log);
  await vacuum(ids, log);
  const servers: RunningServer[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'tourney-bench-'));
  const ceilings: RunningServer[] = [];
  try {
    // Sequentially: each one migrates at start, and they share one database.
    const spawnedAt = performance.now();
    for (let i = 0; i < needs.processes; i++)
      servers.push(
        await startServer(ids.databaseUrl, { cpuProfDir: needs.cpuProfDir, env: needs.serverEnv }),
      );
    const api = { url: (servers[0] as RunningServer).url, apiKey: ids.apiKey };
    const owners = ids.teamCreation.ownerExternalIds;
    const started = performance.now();
    const joins = needs.writes['team join']
      ? await createJoinTeams(
          api,
          needs.token,
          ids.teamCreation.gameId,
          owners,
          Math.ceil((needs.writes['team join'] + 1) / JOINS_PER_TEAM),
        )
      : [];
    const leagues = needs.writes['duel result report']
      ? await createResultTournaments(
          api,
          needs.token,
          ids.teamCreation.gameId,
          ids.registration.teamIds,
          Math.ceil((needs.writes['duel result report'] + 1) / REPORTABLE_PER_LEAGUE),
          LEAGUE_TEAMS,
          1,
        )
      : { tournamentIds: [], matchIds: [] };
    if (joins.length || leagues.tournamentIds.length)
      log(
        `  setup through the API: ${joins.length} teams to join, ${leagues.tournamentIds.length} ongoing leagues (${leagues.matchIds.length} matches to report), ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    const pools: WritePools = {
      token: needs.token,
      existingUserExternalIds: ids.existingUserExternalIds,
      gameUserExternalIds: owners,
      gameId: ids.teamCreation.gameId,
      registration: ids.registration,
      joinTeams: joins,
      resultMatchIds: leagues.matchIds,
    };
    const reads = await planReads(ids, {
      tournamentIds: leagues.tournamentIds,
      teamIds: joins.map((j) => j.teamId),
    });
    const answers: CapturedAnswers = { get: {}, post: [] };
    const next = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<WriteKind, number>;
    for (const kind of kinds) {
      await captureWrite(
        api.url,
        api.apiKey,
        writeRequest(kind, next[kind]++, pools),
        WRITE_PATTERNS[kind],
        answers,
      );
    }
    await awaitFanOut(ids);
    // After the writes: every read URL is then in the response cache, as far as it holds them.
    await captureReads(api.url, api.apiKey, reads, answers);
    const urls = Object.values(answers.get);
    const readBytes = urls.reduce((sum, a) => sum + Buffer.byteLength(a.body, 'base64'), 0);
    log(`  ${urls.length} read URLs, ${(readBytes / 1048576).toFixed(1)} MiB of answers`);
    const answersFile = join(dir, 'answers.json');
    saveAnswers(answersFile, answers);
    for (let i = 0; i < needs.processes; i++) ceilings.push(await startCeiling(answersFile));
    // The ceilings' own warm-up (their JIT), once: the mixed reading order covers every read kind.
    const warmList = join(dir, 'ceiling-warm-up.txt');
    writeRequestList(warmList, mixedReadSequence(reads));
    for (const ceiling of ceilings)
      await runWrk({
        ...options,
        url: ceiling.url,
        listFile: warmList,
        apiKey: ids.apiKey,
        duration: options.warmup,
        strict: false,
      });
    const database = await DatabaseCpu.open(ids.databaseUrl);
    const all = [...servers, ...ceilings];
    return {
      ids,
      servers,
      ceiling: ceilings[0] as RunningServer,
      ceilings,
      database,
      reads,
      pools,
      next,
      readPlan: { urls: urls.length, answerMiB: Math.round((readBytes / 1048576) * 10) / 10 },
      dir,
      measuredFromMs: performance.now() - spawnedAt,
      stop: async () => {
        await database?.close();
        await Promise.all(all.map((s) => s.stop()));
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all([...servers, ...ceilings].map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
