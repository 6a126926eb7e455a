import { sql, type Kysely } from 'kysely';
import type { Database, Engine, Executor } from './database.js';
import { ANNOUNCE_CHANNEL } from './migrations/0036-announced-read-versions.js';

/**
 * The keys under which writes are counted for cached reads. Triggers (migration
 * 0013-read-versions) bump a key in the transaction of every write to a row an answer under that
 * key is built from; a cached answer stays valid while its keys keep the versions they had
 * before it was read.
 */
export const readKey = {
  /** One tournament: its row, registrations, rounds, groups, matches, games, results, and the names of its participants. */
  tournament: (tenantId: string, tournamentId: string) => `${tenantId}:tournament:${tournamentId}`,
  /**
   * Which tournaments the tenant's lists hold and in what order: any tournament row of the
   * tenant. What a listed tournament shows is under its `listing` key.
   */
  tournaments: (tenantId: string) => `${tenantId}:tournaments`,
  /**
   * What one tournament's line in a list shows: its row and its registrations (migration
   * 0029-listing-read-keys). Its bracket, matches and results are not: they move the
   * `tournament` key alone.
   */
  listing: (tenantId: string, tournamentId: string) => `${tenantId}:listing:${tournamentId}`,
  /** One team: its row, its members and their names and in-game ids. */
  team: (tenantId: string, teamId: string) => `${tenantId}:team:${teamId}`,
  /**
   * One user, by external id: the row, its team memberships and their teams' registrations
   * (what "mine" means).
   */
  user: (tenantId: string, externalId: string) => `${tenantId}:user:${externalId}`,
  /**
   * One game's leaderboard of a tenant: its players' ratings (migration 0041). The names it
   * shows are its players' `user` keys.
   */
  leaderboard: (tenantId: string, gameId: string) => `${tenantId}:leaderboard:${gameId}`,
  /**
   * Which players one game's leaderboard of a tenant holds, not their ratings: a rating made or
   * removed (migration 0042). How many there are is remembered under it.
   */
  leaderboardPlayers: (tenantId: string, gameId: string) =>
    `${tenantId}:leaderboard-players:${gameId}`,
  /** One circuit: its row, rules and member list (migration 0039-circuits). */
  circuit: (tenantId: string, circuitId: string) => `${tenantId}:circuit:${circuitId}`,
  /** Games, maps and currencies, shared by every tenant. */
  catalogue: 'catalogue',
} as const;

/**
 * The version of the `user` key of the user whose external id the column `externalId` holds, as
 * a value of the statement that reads that user (null for a key never written): read in the
 * statement's own snapshot, it is the version of the row the statement shows
 * (`CachedRead.membersRead`).
 */
export function userKeyVersion(tenantId: string, externalId: string) {
  const key = sql`${readKey.user(tenantId, '')} || ${sql.ref(externalId)}`;
  return sql<number | string | null>`(select "version" from "read_versions" where "key" = ${key})`;
}

/**
 * Reads the current versions of `keys`. `again`: for a read that follows one already answered
 * for the same request, which may take the versions as they were then (or later) instead of
 * waiting for the next shared read: the request arrived before that read was made.
 */
export type VersionReader = (
  keys: readonly string[],
  options?: { again?: boolean },
) => Promise<number[]>;

async function selectVersions(db: Executor, keys: readonly string[]) {
  const rows = await db
    .selectFrom('read_versions')
    .select(['key', 'version'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((r) => [r.key, Number(r.version)]));
}

/** Reads the keys' current versions (0 for a key never written) with one query. */
function versionReader(db: Executor): VersionReader {
  return async (keys) => {
    if (keys.length === 0) return [];
    const found = await selectVersions(db, keys);
    return keys.map((k) => found.get(k) ?? 0);
  };
}

/**
 * Like `versionReader`, but reads share queries: one query is under way at a time, and the reads
 * asked for while it runs (and during the turn of the event loop that starts the next) share the
 * next one. On PostgreSQL a round trip per cached answer was most of a hit's cost, and a query per
 * turn still cost a sixth of the server's CPU in socket writes alone under load. A read joins only
 * a query that has not started yet, so the versions it gets were read after it asked: never older
 * than a write that committed before.
 */
export function batchedVersionReader(db: Executor): VersionReader {
  let open: { keys: Set<string>; versions: Promise<Map<string, number>> } | undefined;
  /** The last query started: the next waits for it. */
  let underWay: Promise<unknown> = Promise.resolve();
  const startBatch = () => {
    const keys = new Set<string>();
    const previous = underWay;
    const versions = (async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await previous.catch(() => undefined); // its readers have its error
      open = undefined; // closed: later reads wait for the next query
      return selectVersions(db, [...keys]);
    })();
    underWay = versions;
    const batch = { keys, versions };
    open = batch;
    return batch;
  };
  // A request's later reads (`again`) join the batch too: a query shared with other requests
  // costs the database less than one of their own.
  return async (keys) => {
    if (keys.length === 0) return [];
    const batch = open ?? startBatch();
    for (const k of keys) batch.keys.add(k);
    const found = await batch.versions;
    return keys.map((k) => found.get(k) ?? 0);
  };
}

/**
 * Like `versionReader`, but versions once read are remembered, and kept current from the keys
 * changed since (SQLite numbers versions in commit order, migration 0028-read-version-order):
 * `token()` must change whenever any transaction commits (SQLite's data_version and the
 * connection's own change count), and only then is one indexed query made for the keys whose
 * version passed the highest one seen. Between two commits no version can move, so most reads
 * cost no query at all, and a commit costs one small query instead of every key read again.
 *
 * The token itself is read once for all the reads asked for during one turn of the event loop,
 * after the last of them asked (as `batchedVersionReader` does its query): SQLite's
 * data_version opens a read transaction, file locks and all, which cost a cached read a fifth
 * of its CPU when each read asked for its own.
 */
export function sequencedVersionReader(db: Kysely<Database>, token: () => string): VersionReader {
  let pendingToken: Promise<string> | undefined;
  // Read in the check phase, once every read that asked during the turn has asked: each gets a
  // token read after it asked, never one older than a commit made before.
  const nextToken = () =>
    (pendingToken ??= new Promise<string>((resolve) =>
      setImmediate(() => {
        pendingToken = undefined;
        resolve(token());
      }),
    ));
  let caughtUpAt: string | undefined;
  /** The highest version applied to `known`: every later commit numbers its keys above it. */
  let seen = 0;
  /** Moves when `known` starts again: versions read before then are not kept. */
  let generation = 0;
  const known = new Map<string, number>();
  const read = versionReader(db);
  // Versions only grow; reads that finish out of order must not put an older one back.
  const raise = (key: string, version: number) => {
    const current = known.get(key);
    if (current === undefined || version > current) known.set(key, version);
  };

  /** The catch-up under way and the token it catches up to: reads of that token share it. */
  let catching: { at: string; done: Promise<void> } | undefined;

  async function catchUp() {
    // Read before the query: a commit in between is caught up with again on the next call.
    const now = await nextToken();
    if (now === caughtUpAt) return;
    if (catching?.at === now) return catching.done;
    const done = catchUpTo(now);
    catching = { at: now, done };
    try {
      await done;
    } finally {
      if (catching?.done === done) catching = undefined;
    }
  }

  async function catchUpTo(now: string) {
    if (caughtUpAt === undefined || known.size > MAX_REMEMBERED) {
      const highest = await highestVersion(db);
      // Versions read before `highest` may miss a change at or below it: they are dropped.
      known.clear();
      generation++;
      seen = highest;
    } else {
      const readIn = generation;
      const changed = await changedSince(db, seen);
      if (generation !== readIn) return;
      // Every changed key, known or not: a read of it may still be on its way with an older one.
      for (const { key, version } of changed) {
        raise(key, version);
        if (version > seen) seen = version;
      }
    }
    caughtUpAt = now;
  }

  return async (keys, options) => {
    if (!options?.again) await catchUp();
    const versions = keys.map((k) => known.get(k));
    const missing = keys.filter((_, i) => versions[i] === undefined);
    if (missing.length === 0) return versions as number[];
    const readIn = generation;
    const fresh = new Map<string, number>();
    (await read(missing)).forEach((version, i) => fresh.set(missing[i]!, version));
    if (generation === readIn) for (const [k, version] of fresh) raise(k, version);
    return keys.map((k, i) => versions[i] ?? fresh.get(k)!);
  };
}

async function highestVersion(db: Executor) {
  const row = await db
    .selectFrom('read_versions')
    .select((eb) => eb.fn.max('version').as('highest'))
    .executeTakeFirst();
  return Number(row?.highest ?? 0);
}

async function changedSince(db: Executor, seen: number) {
  const rows = await db
    .selectFrom('read_versions')
    .select(['key', 'version'])
    .where('version', '>', seen)
    .execute();
  return rows.map((r) => ({ key: r.key, version: Number(r.version) }));
}

// Every tournament, team and user read; past this many, start again.
const MAX_REMEMBERED = 100_000;

/** Keys of a read of one tournament (its bracket, matches, standings), seen by a user when given. */
export const tournamentReadKeys = (
  tenantId: string,
  tournamentId: string,
  externalUserId?: string,
) => [readKey.tournament(tenantId, tournamentId), ...sharedKeys(tenantId, externalUserId)];

/**
 * Keys of a read of a circuit's standings: the circuit (rules, members), each completed member
 * tournament (the standings counted from it) and, for the others, only their `listing` key: it
 * moves when their row does (they complete), never with their results, which count for nothing
 * until then. A result in an ongoing member leaves the circuit's cached answer as it is.
 */
export const circuitReadKeys = (
  tenantId: string,
  circuitId: string,
  members: readonly { tournamentId: string; completed: boolean }[],
) => [
  readKey.circuit(tenantId, circuitId),
  ...members.map(({ tournamentId, completed }) =>
    completed
      ? readKey.tournament(tenantId, tournamentId)
      : readKey.listing(tenantId, tournamentId),
  ),
  readKey.catalogue,
];

/**
 * Keys of a list of the tenant's tournaments, seen by a user when given: which tournaments it
 * holds. What each listed tournament shows is under its own key (`listedTournamentKeys`).
 */
export const tournamentListReadKeys = (tenantId: string, externalUserId?: string) => [
  readKey.tournaments(tenantId),
  ...sharedKeys(tenantId, externalUserId),
];

/** Keys of the tournaments a list shows, once `tournamentListReadKeys` tell that they are these. */
export const listedTournamentKeys = (tenantId: string, tournamentIds: readonly string[]) =>
  tournamentIds.map((id) => readKey.listing(tenantId, id));

const sharedKeys = (tenantId: string, externalUserId: string | undefined) =>
  externalUserId === undefined
    ? [readKey.catalogue]
    : [readKey.catalogue, readKey.user(tenantId, externalUserId)];

/**
 * Deletes `key`'s version row, for a key that names a value that must not stay in the database
 * (an erased user's external id), and first moves `successor` on, in the way the engine's
 * triggers number versions. Every cached answer built under `key` must also hold `successor`:
 * a new row for `key` starts over from a low version and could match an old answer's again,
 * but `successor` only grows. On SQLite, versions are numbered across all keys and a process
 * asks only for those above the highest it has seen: `successor` takes a number above the
 * deleted row's, so the highest never goes back. Call it after the transaction that wrote the
 * rows behind `key` has committed: on PostgreSQL its triggers bump their keys at commit.
 * PostgreSQL has no such order: there every process is told to forget the versions it holds.
 */
export async function retireReadKey(
  db: Kysely<Database>,
  engine: Engine,
  key: string,
  successor: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('read_versions')
      .values({
        key: successor,
        version:
          engine === 'sqlite'
            ? sql<number>`(select coalesce(max(version), 0) + 1 from read_versions)`
            : 1,
      })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          version:
            engine === 'sqlite'
              ? sql<number>`excluded.version`
              : sql<number>`read_versions.version + 1`,
        }),
      )
      .execute();
    await trx.deleteFrom('read_versions').where('key', '=', key).execute();
    // Processes hold announced versions in memory (`announced-versions.ts`), the deleted key's
    // among them: all start again from the database.
    if (engine === 'postgres')
      await sql`select pg_notify(${sql.raw(ANNOUNCE_CHANNEL)}, 'reset')`.execute(trx);
  });
}
