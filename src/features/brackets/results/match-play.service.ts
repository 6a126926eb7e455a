import type { Executor } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';
import { businessRule, notFound } from '../../../errors.js';
import { recordEvent } from '../../events/index.js';
import { TOURNAMENT_STATUS } from '../../tournaments/index.js';
import { duelMatchesById, findMatch, type MatchRow, updateMatch } from '../matches/index.js';
import { checkPlayable } from './result.service.js';
import { findRound, lockRound } from '../rounds/index.js';
import { findTournament, type TournamentRow } from '../tournament.repository.js';

/**
 * What other features (self-reported results) may ask of a duel match without reaching into
 * the brackets' repositories.
 */

export interface PlayableMatch {
  match: MatchRow;
  tournament: TournamentRow;
}

/** The match as the integration API may see it: another tenant's or a draft's is a 404. */
export async function findVisibleMatch(
  db: Executor,
  tenantId: string,
  matchId: string,
): Promise<PlayableMatch> {
  const match = await findMatch(db, tenantId, matchId);
  const tournament = match && (await findTournament(db, tenantId, match.tournamentId));
  if (!match || !tournament || tournament.status === TOURNAMENT_STATUS.DRAFT)
    throw notFound('Match');
  return { match, tournament };
}

/** The match when a score may still be entered for it: both sides known, not over, not cancelled. */
export async function findPlayableMatch(
  db: Executor,
  tenantId: string,
  matchId: string,
): Promise<PlayableMatch> {
  const found = await findVisibleMatch(db, tenantId, matchId);
  const { match, tournament } = found;
  if (tournament.matchType !== 1)
    throw businessRule('NOT_A_DUEL', 'Only duel matches take a reported score');
  if (tournament.status !== TOURNAMENT_STATUS.ONGOING)
    throw businessRule('TOURNAMENT_NOT_ONGOING', 'The tournament is not running');
  checkPlayable(match);
  if (match.status === 3) throw businessRule('MATCH_COMPLETED', 'The match already has its result');
  return found;
}

/** The match as the read API shows it. */
export async function duelMatchView(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  matchId: string,
) {
  const [view] = await duelMatchesById(db, tenantId, tournamentId, [matchId]);
  if (!view) throw notFound('Match');
  return view;
}

/** Duel matches as the read API shows them, by id, for one tournament. */
export const duelMatchViews = duelMatchesById;

/**
 * A scheduled match that gets its first reported score is being played: it becomes ongoing
 * (under its round's lock, like a result) and says so with `match.updated`.
 */
export async function markMatchOngoing(trx: Executor, tenantId: string, match: MatchRow) {
  if (match.status !== 1) return;
  await lockRound(trx, tenantId, match.roundId);
  const current = await findMatch(trx, tenantId, match.id);
  if (current?.status !== 1) return;
  await updateMatch(trx, tenantId, match.id, { status: 2, updatedAt: nowIso() });
  const view = await duelMatchView(trx, tenantId, match.tournamentId, match.id);
  await recordEvent(trx, { tenantId, tournamentId: match.tournamentId }, 'match.updated', view);
}

/** The tenant's tournament, drafts included (organiser settings); another tenant's is a 404. */
export async function requireTournament(db: Executor, tenantId: string, tournamentId: string) {
  const tournament = await findTournament(db, tenantId, tournamentId);
  if (!tournament) throw notFound('Tournament');
  return tournament;
}

/** The tenant's round; another tenant's is a 404. */
export async function requireRound(db: Executor, tenantId: string, roundId: string) {
  const round = await findRound(db, tenantId, roundId);
  if (!round) throw notFound('Round');
  return round;
}
