import type { Executor } from '../../db/database.js';

/** The scope of the standings over every duel round of a tournament. */
export const ALL_ROUNDS = 'all';

/**
 * One ranked line as stored: `[participantId, wins, losses, draws, matchCount, rank,
 * tiebreakers]` (lines stored before tiebreakers existed lack the last).
 */
export type StoredLine = [string, number, number, number, number, number, Record<string, number>];

export const findStandings = (
  db: Executor,
  tenantId: string,
  tournamentId: string,
  scope: string,
) =>
  db
    .selectFrom('duel_standings')
    .select(['lines', 'version'])
    .where('tournamentId', '=', tournamentId)
    .where('scope', '=', scope)
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();

/**
 * Keeps the scope's lines computed at `version`, unless lines of a later version are stored
 * already (a slower reader that started earlier never replaces them). Lines of the same
 * version are replaced: the same data ranks the same, and lines stored in an older encoding
 * (without tiebreakers) are upgraded by the first read.
 */
export async function saveStandings(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  scope: string,
  lines: StoredLine[],
  version: number,
) {
  const values = {
    tournamentId,
    scope,
    tenantId,
    lines: JSON.stringify(lines),
    version,
    updatedAt: new Date().toISOString(),
  };
  await db
    .insertInto('duel_standings')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['tournamentId', 'scope'])
        .doUpdateSet({ lines: values.lines, version, updatedAt: values.updatedAt })
        .where('duel_standings.version', '<=', version),
    )
    .execute();
}
