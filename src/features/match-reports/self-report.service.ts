import type { DbHandle } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { businessRule, invalidField } from '../../errors.js';
import {
  applyResult,
  duelMatchView,
  findPlayableMatch,
  findVisibleMatch,
  markMatchOngoing,
  type PlayableMatch,
} from '../brackets/index.js';
import { recordEvent } from '../events/index.js';
import { requireTeam } from '../teams/index.js';
import { PARTICIPANT_TYPE } from '../tournaments/index.js';
import { requireUser } from '../users/index.js';
import * as repo from './match-report.repository.js';
import type { SelfReportInput, SideReportView } from './match-report.schemas.js';
import { parseReport, sameScore, scoreOf, toMatchReport, type Score } from './match-report.view.js';

type Side = 1 | 2;
const other = (side: Side): Side => (side === 1 ? 2 : 1);
const reportColumn = (side: Side) => (side === 1 ? 'report1' : 'report2');

/**
 * The side `externalUserId` acts for in this match: the owner of a team participant, or the
 * player of a solo tournament. Anyone else, including a plain member, is refused.
 */
async function sideOf(
  db: Executor,
  tenantId: string,
  found: PlayableMatch,
  externalUserId: string,
) {
  const user = await requireUser(db, tenantId, externalUserId);
  const { match, tournament } = found;
  for (const side of [1, 2] as const) {
    const participantId = side === 1 ? match.participant1Id : match.participant2Id;
    if (participantId === null) continue;
    const actor =
      tournament.participantType === PARTICIPANT_TYPE.USER
        ? participantId
        : (await requireTeam(db, tenantId, participantId)).ownerId;
    if (actor === user.id) return { side, participantId, user };
  }
  throw businessRule(
    'NOT_A_PARTICIPANT',
    'Only the owner of a team playing this match (or the player, in a solo tournament) can report for it',
  );
}

/** The match and its case, locked, with the acting side: every check after the lock. */
async function openCase(
  { engine }: DbHandle,
  trx: Executor,
  tenantId: string,
  matchId: string,
  externalUserId: string,
) {
  const seen = await findVisibleMatch(trx, tenantId, matchId);
  const now = nowIso();
  const row = await repo.lockCase(trx, engine, { tenantId, ...keyOf(seen) }, now);
  const found = await findPlayableMatch(trx, tenantId, matchId);
  const actor = await sideOf(trx, tenantId, found, externalUserId);
  // A case settled earlier (a partial best-of that applied) starts over for the rest of the match.
  const current = repo.isOpen(row) ? repo.caseColumns(row) : repo.FRESH_CASE;
  return { found, actor, row: current, now };
}

const keyOf = ({ match }: PlayableMatch) => ({
  tournamentId: match.tournamentId,
  roundId: match.roundId,
  matchId: match.id,
});

async function autoConfirmAt(db: Executor, tenantId: string, tournamentId: string, now: string) {
  const minutes = (await repo.findSettings(db, tenantId, tournamentId))?.autoConfirmMinutes;
  return minutes ? new Date(Date.parse(now) + minutes * 60_000).toISOString() : null;
}

/** Applies the agreed score through the normal result path, in this transaction. */
async function applyAgreed(
  trx: Executor,
  tenantId: string,
  matchId: string,
  score: Score,
  state: 'confirmed' | 'auto_confirmed',
  now: string,
) {
  await applyResult(trx, tenantId, matchId, score);
  await repo.updateCase(trx, tenantId, matchId, {
    state,
    autoConfirmAt: null,
    settledAt: now,
    updatedAt: now,
  });
}

async function answer(trx: Executor, tenantId: string, found: PlayableMatch) {
  const row = (await repo.findCase(trx, tenantId, found.match.id)) as repo.CaseRow;
  const view = await duelMatchView(trx, tenantId, found.match.tournamentId, found.match.id);
  return toMatchReport(row, view);
}

async function participantName(trx: Executor, tenantId: string, found: PlayableMatch, side: Side) {
  const view = await duelMatchView(trx, tenantId, found.match.tournamentId, found.match.id);
  return side === 1 ? view.duelDetail.participant1Name : view.duelDetail.participant2Name;
}

function checkScoreShape(input: SelfReportInput, bestOf: number) {
  if (input.games.length > bestOf)
    throw invalidField('games', `a best of ${bestOf} has at most ${bestOf} games`);
  if (input.games.length === 0 && input.forfeitBy === undefined)
    throw invalidField('games', 'needs at least one game unless forfeitBy is given');
}

/**
 * A participant reports the score. The other side's matching report applies it; a different one
 * makes a dispute; none leaves it pending (the match ongoing) until they answer.
 */
export async function reportScore(
  database: DbHandle,
  tenantId: string,
  matchId: string,
  externalUserId: string,
  input: SelfReportInput,
) {
  return database.db.transaction().execute(async (trx) => {
    const { found, actor, row, now } = await openCase(
      database,
      trx,
      tenantId,
      matchId,
      externalUserId,
    );
    checkScoreShape(input, found.match.bestOf);
    const mine = parseReport(row[reportColumn(actor.side)]);
    const theirs = parseReport(row[reportColumn(other(actor.side))]);
    const evidenceUrls = input.evidenceUrls ?? [];
    if (
      mine &&
      sameScore(scoreOf(mine), input) &&
      JSON.stringify(mine.evidenceUrls) === JSON.stringify(evidenceUrls)
    )
      throw businessRule('ALREADY_REPORTED', 'This side already reported this score');
    const report: SideReportView = {
      side: actor.side,
      participantId: actor.participantId,
      participantName: await participantName(trx, tenantId, found, actor.side),
      reportedByExternalUserId: externalUserId,
      games: input.games,
      forfeitBy: input.forfeitBy ?? null,
      evidenceUrls,
      confirmed: false,
      reportedAt: now,
    };
    const agreed = theirs !== null && sameScore(scoreOf(theirs), input);
    const state = theirs === null || agreed ? 'pending' : 'disputed';
    await repo.updateCase(trx, tenantId, matchId, {
      ...row,
      [reportColumn(actor.side)]: JSON.stringify(report),
      state,
      autoConfirmAt:
        state === 'pending' ? await autoConfirmAt(trx, tenantId, found.tournament.id, now) : null,
      updatedAt: now,
    });
    const scope = { tenantId, tournamentId: found.tournament.id };
    await recordEvent(trx, scope, 'match.reported', await answer(trx, tenantId, found));
    if (agreed) {
      // The first report's games carry the map names; the scores are the same.
      await applyAgreed(trx, tenantId, matchId, scoreOf(theirs), 'confirmed', now);
    } else if (state === 'disputed') {
      await recordEvent(trx, scope, 'match.disputed', await answer(trx, tenantId, found));
    } else {
      await markMatchOngoing(trx, tenantId, found.match);
    }
    return answer(trx, tenantId, found);
  });
}

/** A participant accepts the other side's report: its score applies. */
export async function confirmReport(
  database: DbHandle,
  tenantId: string,
  matchId: string,
  externalUserId: string,
) {
  return database.db.transaction().execute(async (trx) => {
    const { found, actor, row, now } = await openCase(
      database,
      trx,
      tenantId,
      matchId,
      externalUserId,
    );
    const theirs = parseReport(row[reportColumn(other(actor.side))]);
    if (theirs === null) {
      const mine = row[reportColumn(actor.side)] !== null;
      throw mine
        ? businessRule('OWN_REPORT', 'Only the other side can confirm this report')
        : businessRule('NOTHING_TO_CONFIRM', 'The other side has not reported a score');
    }
    const confirmation: SideReportView = {
      ...theirs,
      side: actor.side,
      participantId: actor.participantId,
      participantName: await participantName(trx, tenantId, found, actor.side),
      reportedByExternalUserId: externalUserId,
      evidenceUrls: [],
      confirmed: true,
      reportedAt: now,
    };
    await repo.updateCase(trx, tenantId, matchId, {
      ...row,
      [reportColumn(actor.side)]: JSON.stringify(confirmation),
      updatedAt: now,
    });
    await applyAgreed(trx, tenantId, matchId, scoreOf(theirs), 'confirmed', now);
    return answer(trx, tenantId, found);
  });
}

/** The match's case as both sides and the organiser see it (`unreported` until someone reports). */
export async function getMatchReport(db: Executor, tenantId: string, matchId: string) {
  const found = await findVisibleMatch(db, tenantId, matchId);
  const row = await repo.findCase(db, tenantId, matchId);
  if (row && (row.report1 !== null || row.report2 !== null)) return answer(db, tenantId, found);
  const { match } = found;
  const view = await duelMatchView(db, tenantId, match.tournamentId, match.id);
  const at = match.updatedAt;
  const empty = { tenantId, tournamentId: match.tournamentId, roundId: match.roundId, matchId };
  return toMatchReport(
    { ...empty, ...repo.FRESH_CASE, state: 'unreported', createdAt: at, updatedAt: at },
    view,
  );
}
