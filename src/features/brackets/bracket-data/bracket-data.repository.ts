import type { Executor } from '../../../db/database.js';

const row = (tenantId: string, tournamentId: string, layout: string | null) => ({
  tournamentId,
  tenantId,
  layout,
  updatedAt: new Date().toISOString(),
});

/** Writes the tournament's layout text (null: no round yet), replacing what was there. */
export async function saveLayout(
  trx: Executor,
  tenantId: string,
  tournamentId: string,
  layout: string | null,
) {
  const values = row(tenantId, tournamentId, layout);
  await trx
    .insertInto('bracket_layouts')
    .values(values)
    .onConflict((oc) =>
      oc.column('tournamentId').doUpdateSet({ layout, updatedAt: values.updatedAt }),
    )
    .execute();
}

/**
 * Writes the layout only where none is stored: a layout computed outside a write transaction
 * never replaces one that a write stored meanwhile.
 */
export async function saveLayoutIfMissing(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  layout: string | null,
) {
  await db
    .insertInto('bracket_layouts')
    .values(row(tenantId, tournamentId, layout))
    .onConflict((oc) => oc.column('tournamentId').doNothing())
    .execute();
}

/** The tournament's rounds, as the layout places them: small columns only. */
export const listLayoutRounds = (db: Executor, tenantId: string, tournamentId: string) =>
  db
    .selectFrom('rounds')
    .select(['id', 'roundNumber', 'roundType'])
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .execute();

/** Where every duel match of a tournament sits, for the bracket layout: small columns only. */
export const listBracketCells = (db: Executor, tenantId: string, tournamentId: string) =>
  db
    .selectFrom('matches')
    .select(['id', 'roundId', 'bracket', 'stage', 'position'])
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .execute();
