import { createHash, randomBytes } from 'node:crypto';
import type { DbHandle, Engine } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { readKey, retireReadKey } from '../../db/read-versions.js';
import { AppError, notFound } from '../../errors.js';
import { recordEvent } from '../events/index.js';
import { leaveTeam, lockTeams } from '../teams/index.js';
import * as repo from './erasure.repository.js';
import { DELETED_PLAYER } from './erasure.repository.js';
import { PersonalValues } from './personal-values.js';
import { reportsNaming, scrubStoredCopies, updateReports } from './stored-copies.repository.js';
import { findUserByExternalId, type UserTable } from '../users/index.js';

export type ErasureOutcome = 'erased' | 'alreadyErased';

/**
 * What a tombstone keeps of the external id it had: a digest, by which a repeated erasure is
 * recognised. It names nobody by itself; whoever already holds a candidate id can test it, so it
 * is a pseudonym, not an anonymisation (docs/api.md says so).
 */
const erasureKey = (tenantId: string, externalId: string) =>
  createHash('sha256').update(`${tenantId}\n${externalId}`).digest('hex');

/** A username nobody chose, within the username rules: `deleted-` and 24 random hex digits. */
const pseudonymousUsername = () => `deleted-${randomBytes(12).toString('hex')}`;

const ownsTeams = (teamIds: string[]) =>
  new AppError(
    'BUSINESS_RULE',
    'The user owns a team: delete the team (DELETE /teams/{teamId}) before erasing its owner',
    { reason: 'USER_OWNS_TEAM', context: { teamIds } },
  );

async function assertOwnsNoTeam(trx: Executor, tenantId: string, userId: string) {
  const owned = await repo.ownedTeamIds(trx, tenantId, userId);
  if (owned.length > 0) throw ownsTeams(owned);
}

/**
 * Erases the tenant's user `externalId`: personal fields replaced (names by a pseudonym, the
 * rest by nothing), in-game ids deleted, memberships ended (`team.member_left`), invites they
 * made revoked, and every stored copy of their values scrubbed; the row stays as a tombstone so
 * matches, standings and registrations keep naming its id, shown as "Deleted player". Ends with
 * `user.erased`. Refused while the user owns a team. A repeat finds the tombstone and answers
 * alike, finishing anything left over; an id never registered is a 404.
 */
export async function eraseUser(
  handle: DbHandle,
  tenantId: string,
  externalId: string,
): Promise<ErasureOutcome> {
  const { db, engine } = handle;
  const erasedKey = erasureKey(tenantId, externalId);
  const outcome = await db.transaction().execute(async (trx) => {
    const user = await findUserByExternalId(trx, tenantId, externalId);
    if (user) return (await erase(trx, engine, user, erasedKey)) ? 'erased' : 'alreadyErased';
    const tombstone = await repo.findErasedUser(trx, tenantId, erasedKey);
    if (!tombstone) throw notFound('User');
    await endTies(trx, engine, tenantId, tombstone.id, nowIso());
    return 'alreadyErased';
  });
  // The version row of the user's cached reads is keyed by the external id: it goes too.
  await retireReadKey(
    db,
    engine,
    readKey.user(tenantId, externalId),
    readKey.tournaments(tenantId),
  );
  return outcome;
}

/** False when a concurrent erasure of the same user got there first. */
async function erase(trx: Executor, engine: Engine, user: UserTable, erasedKey: string) {
  const { tenantId, id: userId } = user;
  await assertOwnsNoTeam(trx, tenantId, userId);
  // Teams before the user row, the order a join takes them in (team, then its new member).
  await lockTeams(trx, engine, tenantId, await repo.memberTeamIds(trx, tenantId, userId));
  const values = personalValues(user, await repo.inGameIds(trx, tenantId, userId));
  const erasedAt = nowIso();
  const written = await repo.writeTombstone(trx, tenantId, userId, {
    externalId: user.externalId as string,
    username: values.pseudonym,
    erasedKey,
    erasedAt,
  });
  if (!written) return false;
  // A team created while the checks above ran: its owner cannot go.
  await assertOwnsNoTeam(trx, tenantId, userId);
  await endTies(trx, engine, tenantId, userId, erasedAt);
  const evidenceUrls = await scrubSoloCopies(trx, user);
  await scrubStoredCopies(trx, tenantId, values.scrubber.with(evidenceUrls.map(erased)));
  await recordEvent(trx, { tenantId, tournamentId: null }, 'user.erased', { userId, erasedAt });
  return true;
}

/** What ties the user to others: in-game ids, memberships, invites they made. */
async function endTies(
  trx: Executor,
  engine: Engine,
  tenantId: string,
  userId: string,
  at: string,
) {
  await repo.deleteInGameIds(trx, tenantId, userId);
  for (const teamId of await repo.memberTeamIds(trx, tenantId, userId)) {
    try {
      await leaveTeam(trx, engine, tenantId, teamId, userId);
    } catch (error) {
      // The user left, or the team was deleted, since the list was read: nothing to end.
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    }
  }
  await repo.revokeInvitesBy(trx, tenantId, userId, at);
}

const erased = (value: string | null) => ({ value: value ?? '', replacement: '' });

/** The user's values with what each becomes, names first (they win a tie with another field). */
function personalValues(user: UserTable, userGameIds: string[]) {
  const pseudonym = pseudonymousUsername();
  const scrubber = new PersonalValues([
    { value: user.displayName, replacement: DELETED_PLAYER },
    { value: user.username, replacement: pseudonym },
    erased(user.externalId),
    erased(user.email),
    erased(user.phoneNumber),
    erased(user.image),
    erased(user.coverImage),
    ...userGameIds.map(erased),
  ]);
  return { pseudonym, scrubber };
}

interface SideReport {
  participantId?: string;
  participantName?: string | null;
  reportedByExternalUserId?: string;
  evidenceUrls?: string[];
}

/**
 * Solo tournaments copy the player into their rows: registrations, the champion's name, stored
 * standings, and the match reports the player made (their evidence links go with them).
 * Returns those links, which the events about the reports copied too.
 */
async function scrubSoloCopies(trx: Executor, user: UserTable): Promise<string[]> {
  const { tenantId, id: userId } = user;
  await repo.renameSoloParticipant(
    trx,
    tenantId,
    userId,
    await repo.soloTournamentIds(trx, tenantId, userId),
  );
  const naming = [userId, user.externalId ?? ''].filter((term) => term !== '');
  const isTheUser = (side: SideReport) =>
    side.participantId === userId || side.reportedByExternalUserId === user.externalId;
  const evidenceUrls: string[] = [];
  const anonymised = (json: string | null) => {
    if (json === null) return null;
    const side = JSON.parse(json) as SideReport;
    if (!isTheUser(side)) return json;
    evidenceUrls.push(...(side.evidenceUrls ?? []));
    return JSON.stringify({
      ...side,
      ...(side.participantId === userId ? { participantName: DELETED_PLAYER } : {}),
      reportedByExternalUserId: '',
      evidenceUrls: [],
    });
  };
  for (const row of await reportsNaming(trx, tenantId, naming)) {
    const report1 = anonymised(row.report1);
    const report2 = anonymised(row.report2);
    if (report1 !== row.report1 || report2 !== row.report2)
      await updateReports(trx, tenantId, row.matchId, { report1, report2 });
  }
  return evidenceUrls;
}
