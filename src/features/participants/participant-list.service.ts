import type { DbHandle } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { findTournament, PARTICIPANT_TYPE } from '../tournaments/index.js';
import * as repo from './participant.repository.js';
import type { ParticipantView } from './participant.schemas.js';

/** The tournament's held registrations (pending, approved, waitlisted) with their players. */
export async function participantsOf(
  db: Executor,
  tenantId: string,
  t: { id: string; gameId: string },
): Promise<ParticipantView[]> {
  const regs = await repo.heldRegistrations(db, tenantId, t.id);
  const ofType = (type: number) =>
    regs.filter((r) => r.participantType === type).map((r) => r.participantId);
  const [members, solos] = await Promise.all([
    repo.teamPlayers(db, tenantId, ofType(PARTICIPANT_TYPE.TEAM), t.gameId),
    repo.soloPlayers(db, tenantId, ofType(PARTICIPANT_TYPE.USER), t.gameId),
  ]);
  const player = (p: (typeof solos)[number]) => ({
    userId: p.userId,
    externalId: p.externalId,
    displayName: p.displayName,
    userGameId: p.userGameId ?? null,
  });
  return regs.map((r) => {
    const team = r.participantType === PARTICIPANT_TYPE.TEAM;
    return {
      registrationId: r.registrationId,
      participantId: r.participantId,
      participantType: r.participantType,
      name: r.participantName,
      externalId: (team ? r.teamExternalId : r.userExternalId) ?? null,
      createdByStaff: (team ? r.teamByStaff : r.userByStaff) === 1,
      status: r.status,
      seed: r.seed,
      players: (team
        ? members.filter((m) => m.teamId === r.participantId)
        : solos.filter((s) => s.userId === r.participantId)
      ).map(player),
    };
  });
}

export async function listParticipants({ db }: DbHandle, tenantId: string, tournamentId: string) {
  const t = await findTournament(db, tenantId, tournamentId);
  if (!t) throw notFound('Tournament');
  return { participantType: t.participantType, items: await participantsOf(db, tenantId, t) };
}
