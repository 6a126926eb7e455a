import type { Kysely } from 'kysely';
import type { Database, Executor } from './database.js';

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
   * tenant. What a listed tournament shows (its registrations) is under its own key.
   */
  tournaments: (tenantId: string) => `${tenantId}:tournaments`,
  /** One team: its row, its members and their names and in-game ids. */
  team: (tenantId: string, teamId: string) => `${tenantId}:team:${teamId}`,
  /**
   * One user, by external id: the row, its team memberships and their teams' registrations
   * (what "mine" means).
   */
  user: (tenantId: string, externalId: string) => `${tenantId}:user:${externalId}`,
  /** Games, maps and currencies, shared by every tenant. */
  catalogue: 'catalogue',
} as const;

export type VersionReader = (keys: readonly string[]) => Promise<number[]>;

async function selectVersions(db: Executor, keys: readonly string[]) {
  const rows = await db
    .selectFrom('read_versions')
    .select(['key', 'version'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((r) => [r.key, Number(r.version)]));
}

/** Reads the keys' current versions (0 for a key never written) with one query. */
export function versionReader(db: Executor): VersionReader {
  return async (keys) => {
    if (keys.length === 0) return [];
    const found = await selectVersions(db, keys);
    return keys.map((k) => found.get(k) ?? 0);
  };
}

/**
 * Like `versionReader`, but versions read while `token()` stays the same are remembered.
 * `token` must change whenever any transaction commits (SQLite's data_version and the
 * connection's own change count): between two commits no version can move, so most reads cost
 * no query at all.
 */
export function memoizedVersionReader(db: Kysely<Database>, token: () => string): VersionReader {
  let seenAt: string | undefined;
  const known = new Map<string, number>();
  const read = versionReader(db);
  return async (keys) => {
    const now = token();
    if (now !== seenAt || known.size > MAX_REMEMBERED) {
      known.clear();
      seenAt = now;
    }
    const remembered = keys.map((k) => known.get(k));
    const missing = keys.filter((_, i) => remembered[i] === undefined);
    if (missing.length === 0) return remembered as number[];
    const versions = await read(missing);
    const fresh = new Map(missing.map((k, i) => [k, versions[i]!]));
    // Filed under the token only if nothing committed while they were read.
    if (token() === now && seenAt === now) for (const [k, v] of fresh) known.set(k, v);
    return keys.map((k, i) => remembered[i] ?? fresh.get(k)!);
  };
}

// Every tournament, team and user read between two commits; past this many, start again.
const MAX_REMEMBERED = 100_000;

/** Keys of a read of one tournament (its bracket, matches, standings), seen by a user when given. */
export const tournamentReadKeys = (
  tenantId: string,
  tournamentId: string,
  externalUserId?: string,
) => [readKey.tournament(tenantId, tournamentId), ...sharedKeys(tenantId, externalUserId)];

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
  tournamentIds.map((id) => readKey.tournament(tenantId, id));

const sharedKeys = (tenantId: string, externalUserId: string | undefined) =>
  externalUserId === undefined
    ? [readKey.catalogue]
    : [readKey.catalogue, readKey.user(tenantId, externalUserId)];
