import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { findTournament, teamsOfExternalUser } from './tournament.repository.js';
import { TOURNAMENT_STATUS } from '../tournaments/index.js';

/** A tournament the integration API may see: a draft or another tenant's is a 404. */
export async function visibleTournament(db: Executor, tenantId: string, tournamentId: string) {
  const tournament = await findTournament(db, tenantId, tournamentId);
  if (!tournament || tournament.status === TOURNAMENT_STATUS.DRAFT) throw notFound('Tournament');
  return tournament;
}

/** The participant ids `externalUserId` plays as (their teams, and themselves); an unknown user is a 404. */
export async function participantsOfExternalUser(
  db: Executor,
  tenantId: string,
  externalUserId: string,
) {
  const rows = await teamsOfExternalUser(db, tenantId, externalUserId);
  const [first] = rows;
  if (!first) throw notFound('User');
  const ids = new Set([first.userId]);
  for (const row of rows) if (row.teamId !== null) ids.add(row.teamId);
  return ids;
}
