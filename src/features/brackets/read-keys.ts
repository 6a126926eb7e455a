import type { Executor } from '../../db/database.js';
import { tournamentReadKeys } from '../../db/read-versions.js';

// A round or group never moves to another tournament, so where one lives is remembered; the
// bound only caps memory (past it, the lookups start again).
const MAX_REMEMBERED = 50_000;
const tournamentOf = new Map<string, string>();

async function lookUp(key: string, find: () => Promise<{ tournamentId: string } | undefined>) {
  const known = tournamentOf.get(key);
  if (known !== undefined) return known;
  const row = await find();
  if (!row) return undefined;
  if (tournamentOf.size >= MAX_REMEMBERED) tournamentOf.clear();
  tournamentOf.set(key, row.tournamentId);
  return row.tournamentId;
}

/** Read keys of an answer about one round: none when it does not exist (never cached). */
export async function roundReadKeys(db: Executor, tenantId: string, roundId: string) {
  const tournamentId = await lookUp(`${tenantId} round ${roundId}`, () =>
    db
      .selectFrom('rounds')
      .select('tournamentId')
      .where('tenantId', '=', tenantId)
      .where('id', '=', roundId)
      .executeTakeFirst(),
  );
  return tournamentId === undefined ? [] : tournamentReadKeys(tenantId, tournamentId);
}

/** Read keys of an answer about one FFA group: none when it does not exist (never cached). */
export async function groupReadKeys(db: Executor, tenantId: string, groupId: string) {
  const tournamentId = await lookUp(`${tenantId} group ${groupId}`, () =>
    db
      .selectFrom('round_groups as g')
      .innerJoin('rounds as r', 'r.id', 'g.roundId')
      .select('r.tournamentId')
      .where('g.tenantId', '=', tenantId)
      .where('g.id', '=', groupId)
      .executeTakeFirst(),
  );
  return tournamentId === undefined ? [] : tournamentReadKeys(tenantId, tournamentId);
}
