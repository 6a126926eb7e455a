import type { Executor } from '../../../db/database.js';
import { prepared, preparedForList } from '../../../db/prepared.js';
import { readKey } from '../../../db/read-versions.js';

/** The scope of the standings over every duel round of a tournament. */
export const ALL_ROUNDS = 'all';

/**
 * One ranked line as stored: `[participantId, wins, losses, draws, matchCount, rank,
 * tiebreakers, placement, placementEnd]` (lines stored before tiebreakers or placements existed
 * lack those).
 */
export type StoredLine = [
  string,
  number,
  number,
  number,
  number,
  number,
  Record<string, number>,
  number | null,
  number | null,
];

/** A line's participant as stored: `[name, logo, externalId, type]`. */
export type StoredParticipant = [string, string | null, string, number];

/**
 * A standings read's tournament, its current read version and the scope's stored standings, in
 * one statement (one snapshot): stored lines whose version is the one read with them are
 * current. Undefined when the tenant has no such tournament.
 */
export const findStandingsSource = prepared(
  (db: Executor, tenantId: string, tournamentId: string, scope: string) =>
    db
      .selectFrom('tournaments as t')
      .leftJoin('duel_standings as s', (j) =>
        j.onRef('s.tournamentId', '=', 't.id').on('s.scope', '=', scope),
      )
      .select(['t.id', 't.name', 't.status', 's.lines', 's.participants', 's.version as stored'])
      .select((eb) =>
        eb
          .selectFrom('read_versions')
          .select('version')
          .where('key', '=', readKey.tournament(tenantId, tournamentId))
          .as('version'),
      )
      .where('t.tenantId', '=', tenantId)
      .where('t.id', '=', tournamentId),
);

/** One scope's standings as stored: its lines and, in the same order, their participants. */
export interface StoredScope {
  scope: string;
  lines: StoredLine[];
  participants: StoredParticipant[];
}

/**
 * Keeps the scopes' lines computed at `version`, in one statement, except where lines of a later
 * version are stored already (a slower reader that started earlier never replaces them). Lines
 * of the same version are replaced: the same data ranks the same, and lines stored in an older
 * encoding (without tiebreakers or participants) are upgraded by the first read.
 */
export async function saveStandings(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  scopes: readonly StoredScope[],
  version: number,
) {
  // Guard against running an invalid query when there is nothing to store.
  if (scopes.length === 0) return;
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('duel_standings')
    .values(
      scopes.map((s) => ({
        tournamentId,
        scope: s.scope,
        tenantId,
        lines: JSON.stringify(s.lines),
        participants: JSON.stringify(s.participants),
        version,
        updatedAt,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['tournamentId', 'scope'])
        .doUpdateSet((eb) => ({
          lines: eb.ref('excluded.lines'),
          participants: eb.ref('excluded.participants'),
          version,
          updatedAt,
        }))
        .where('duel_standings.version', '<=', version),
    )
    .execute();
}

/**
 * Some participants' wins, losses, draws and matches in one duel round, as triggers keep them
 * (migration `0032-duel-tallies`); a participant with no counted match there may have no row.
 */
export const findTallies = preparedForList(
  (db: Executor, participantIds: string[], tenantId: string, roundId: string) =>
    db
      .selectFrom('duel_tallies')
      .select(['participantId', 'wins', 'losses', 'draws', 'matchCount'])
      .where('tenantId', '=', tenantId)
      .where('roundId', '=', roundId)
      .where('participantId', 'in', participantIds),
);
