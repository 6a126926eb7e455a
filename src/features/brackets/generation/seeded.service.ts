import type { Executor } from '../../../db/database.js';

/**
 * Whether a generated round of the tournament holds the participant: every generated round
 * (duel or free-for-all) seeds its participants into a group, so its matches refer to them.
 */
export async function isSeededInTournament(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  participantId: string,
) {
  const row = await db
    .selectFrom('group_participants as gp')
    .innerJoin('round_groups as g', 'g.id', 'gp.groupId')
    .innerJoin('rounds as r', 'r.id', 'g.roundId')
    .select('gp.participantId')
    .where('gp.tenantId', '=', tenantId)
    .where('r.tournamentId', '=', tournamentId)
    .where('gp.participantId', '=', participantId)
    .executeTakeFirst();
  return row !== undefined;
}
