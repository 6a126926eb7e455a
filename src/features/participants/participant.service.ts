import type { DbHandle } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { AppError, businessRule, invalidField, notFound } from '../../errors.js';
import { isSeededInTournament } from '../brackets/index.js';
import { createStaffTeam, findStaffTeam, updateStaffTeam } from '../teams/index.js';
import {
  approveByStaff,
  freePlaces,
  lockOpenTournament,
  PARTICIPANT_TYPE,
  participantRegistration,
  updateByStaff,
  withdrawByStaff,
  type TournamentTable as TournamentRow,
} from '../tournaments/index.js';
import {
  createStaffUser,
  gameIdHolders,
  remapStaffUserGameId,
  renameStaffUser,
  type PlayerHolder,
} from '../users/index.js';
import type { ParticipantInput } from './line-format.js';
import { participantsOf } from './participant-list.service.js';
import {
  checkCandidates,
  playersOf,
  type Candidate,
  type Player,
  type Problem,
  type TournamentRules,
} from './participant-rules.js';
import type { ParticipantView, UpdateParticipantInput } from './participant.schemas.js';

const rulesOf = (t: TournamentRow, places: number | null): TournamentRules => ({
  solo: t.participantType === PARTICIPANT_TYPE.USER,
  minTeamMembers: t.minTeamMembers,
  maxTeamMembers: t.maxTeamMembers,
  freePlaces: places,
});

/** One participant's refusal: a 400 naming the field, or the rule's 409. */
function refuseOne(problem: Problem): AppError {
  return problem.reason === 'VALIDATION'
    ? invalidField(problem.field, problem.message)
    : businessRule(problem.reason, `${problem.field}: ${problem.message}`);
}

/** A list's refusal: every problem, each named by its line; nothing was written. */
function refuseLines(problems: Problem[]): AppError {
  const lines = new Set(problems.map((p) => p.field)).size;
  return new AppError(
    'VALIDATION',
    `${lines} ${lines === 1 ? 'line needs' : 'lines need'} fixing; nothing was added`,
    { fieldErrors: problems.map(({ field, message }) => ({ field, message })) },
  );
}

/** The user id of each player: the staff-created holder of its in-game id, or a new user. */
async function playerIds(
  trx: Executor,
  tenantId: string,
  gameId: string,
  players: Player[],
  holders: ReadonlyMap<string, PlayerHolder>,
) {
  const ids: string[] = [];
  for (const player of players) {
    const holder = holders.get(player.userGameId);
    if (!holder) {
      ids.push((await createStaffUser(trx, tenantId, { ...player, gameId })).id);
      continue;
    }
    if (holder.displayName !== player.displayName)
      await renameStaffUser(trx, tenantId, holder.userId, player.displayName);
    ids.push(holder.userId);
  }
  return ids;
}

const allPlayers = (inputs: readonly ParticipantInput[], solo: boolean) =>
  inputs.flatMap((input) => playersOf(input, solo).map((p) => p.userGameId));

/**
 * Adds the candidates as approved participants in one transaction, or none of them: every
 * problem is found before anything is written.
 */
async function addAll(
  { db, engine }: DbHandle,
  tenantId: string,
  tournamentId: string,
  candidates: readonly Candidate[],
  refuse: (problems: Problem[]) => AppError,
  found: readonly Problem[] = [],
  dryRun = false,
) {
  try {
    return await db.transaction().execute(async (trx) => {
      const t = await lockOpenTournament(trx, engine, tenantId, tournamentId);
      const rules = rulesOf(t, await freePlaces(trx, tenantId, t));
      const current = await participantsOf(trx, tenantId, t);
      const inputs = candidates.map((c) => c.input);
      const holders = await gameIdHolders(trx, tenantId, t.gameId, allPlayers(inputs, rules.solo));
      const problems = [...found, ...checkCandidates(candidates, current, holders, rules)];
      if (problems.length > 0) throw refuse(problems);
      const added: string[] = [];
      for (const input of inputs) {
        const ids = await playerIds(trx, tenantId, t.gameId, playersOf(input, rules.solo), holders);
        const participantId = rules.solo
          ? (ids[0] as string)
          : (
              await createStaffTeam(trx, tenantId, {
                name: input.name,
                gameId: t.gameId,
                teamSize: t.maxTeamMembers,
                playerIds: ids,
              })
            ).id;
        const type = rules.solo ? PARTICIPANT_TYPE.USER : PARTICIPANT_TYPE.TEAM;
        await approveByStaff(trx, tenantId, t, {
          id: participantId,
          type,
          name: input.name,
          seed: input.seed ?? null,
        });
        added.push(participantId);
      }
      const after = await participantsOf(trx, tenantId, t);
      const items = after.filter((p) => added.includes(p.participantId));
      if (dryRun) throw new Rehearsal({ items, count: items.length });
      return { items, count: items.length };
    });
  } catch (error) {
    if (error instanceof Rehearsal) return error.result;
    // Another tournament's staff gave one of these in-game ids to a new player meanwhile.
    if (isUniqueViolation(error))
      throw businessRule('USER_GAME_ID_TAKEN', 'An in-game id was taken meanwhile: try again');
    throw error;
  }
}

type Added = { items: ParticipantView[]; count: number };

/** Ends a dry run's transaction, rolling back what it wrote, with what it would have added. */
class Rehearsal extends Error {
  constructor(readonly result: Added) {
    super('a dry run rolls back');
  }
}

export async function addParticipant(
  handle: DbHandle,
  tenantId: string,
  tournamentId: string,
  input: ParticipantInput,
) {
  const { items } = await addAll(handle, tenantId, tournamentId, [{ field: '', input }], (p) =>
    refuseOne(p[0] as Problem),
  );
  return items[0] as ParticipantView;
}

/**
 * Adds every participant listed (`lines[n]`: the 1-based line) or, on any problem, none. A dry
 * run checks and answers the same, then writes nothing.
 */
export async function addMany(
  handle: DbHandle,
  tenantId: string,
  tournamentId: string,
  lines: readonly (
    { line: number; participant: ParticipantInput } | { line: number; problem: string }
  )[],
  dryRun = false,
) {
  const unreadable: Problem[] = [];
  const candidates: Candidate[] = [];
  for (const read of lines) {
    const field = `lines[${read.line}]`;
    if ('problem' in read) unreadable.push({ field, reason: 'VALIDATION', message: read.problem });
    else candidates.push({ field, input: read.participant });
  }
  if (candidates.length === 0 && unreadable.length === 0)
    throw invalidField('text', 'List at least one participant');
  const refuse = (problems: Problem[]) =>
    refuseLines(
      [...problems]
        .sort((a, b) => lineOf(a.field) - lineOf(b.field))
        .map((p) => ({ ...p, message: `Line ${lineOf(p.field)}: ${sentence(p.message)}` })),
    );
  return addAll(handle, tenantId, tournamentId, candidates, refuse, unreadable, dryRun);
}

const lineOf = (field: string) => Number(/\[(\d+)\]/.exec(field)?.[1] ?? 0);
const sentence = (message: string) => message.charAt(0).toLowerCase() + message.slice(1);

const asInput = (p: { displayName: string; userGameId: string | null }) => ({
  displayName: p.displayName,
  ...(p.userGameId !== null ? { userGameId: p.userGameId } : {}),
});

/** The participant, if staff created it: edits and removals here are for those alone. */
async function requireStaffParticipant(
  trx: Executor,
  tenantId: string,
  t: TournamentRow,
  participantId: string,
) {
  const current = await participantsOf(trx, tenantId, t);
  const self = current.find((p) => p.participantId === participantId);
  if (!self) throw notFound('Participant');
  if (!self.createdByStaff)
    throw businessRule(
      'NOT_CREATED_BY_STAFF',
      `${self.name} registered through the integration: change it there`,
    );
  return { self, others: current.filter((p) => p !== self) };
}

/** Renames, reseeds or (teams) replaces the players of a staff-created participant. */
export async function updateParticipant(
  { db, engine }: DbHandle,
  tenantId: string,
  ids: { tournamentId: string; participantId: string },
  body: UpdateParticipantInput,
) {
  return db.transaction().execute(async (trx) => {
    const t = await lockOpenTournament(trx, engine, tenantId, ids.tournamentId);
    const { self, others } = await requireStaffParticipant(trx, tenantId, t, ids.participantId);
    const rules = rulesOf(t, null);
    const input: ParticipantInput = {
      name: body.name ?? self.name,
      ...(body.seed !== undefined && body.seed !== null ? { seed: body.seed } : {}),
      ...(rules.solo
        ? { userGameId: body.userGameId ?? self.players[0]?.userGameId ?? self.name }
        : { players: body.players ?? self.players.map(asInput) }),
      ...(!rules.solo && body.userGameId !== undefined ? { userGameId: body.userGameId } : {}),
      ...(rules.solo && body.players !== undefined ? { players: body.players } : {}),
    };
    const players = playersOf(input, rules.solo);
    const holders = await gameIdHolders(
      trx,
      tenantId,
      t.gameId,
      players.map((p) => p.userGameId),
    );
    const problems = checkCandidates([{ field: '', input }], others, holders, rules);
    const taken = rules.solo ? holders.get(players[0]!.userGameId) : undefined;
    if (taken && taken.userId !== self.participantId)
      problems.push({
        field: 'userGameId',
        reason: 'USER_GAME_ID_TAKEN',
        message: `The in-game id ${players[0]!.userGameId} belongs to another player`,
      });
    if (problems.length > 0) throw refuseOne(problems[0] as Problem);
    if (rules.solo) {
      await renameStaffUser(trx, tenantId, self.participantId, input.name);
      await remapStaffUserGameId(
        trx,
        tenantId,
        self.participantId,
        t.gameId,
        players[0]!.userGameId,
      );
    } else {
      const team = await findStaffTeam(trx, tenantId, self.participantId);
      if (!team) throw notFound('Participant');
      await updateStaffTeam(trx, tenantId, team, {
        name: input.name,
        ...(body.players
          ? { playerIds: await playerIds(trx, tenantId, t.gameId, players, holders) }
          : {}),
      });
    }
    const reg = await participantRegistration(trx, tenantId, t.id, self.participantId);
    if (!reg) throw notFound('Participant');
    await updateByStaff(trx, tenantId, t, reg, {
      participantName: input.name,
      ...(body.seed !== undefined ? { seed: body.seed } : {}),
    });
    const after = await participantsOf(trx, tenantId, t);
    return after.find((p) => p.participantId === self.participantId) as ParticipantView;
  });
}

/**
 * Withdraws a staff-created participant. Refused once a generated round holds it: its matches
 * refer to it (disqualify it instead). The team and players stay, to be added again later.
 */
export async function removeParticipant(
  { db, engine }: DbHandle,
  tenantId: string,
  ids: { tournamentId: string; participantId: string },
) {
  return db.transaction().execute(async (trx) => {
    const t = await lockOpenTournament(trx, engine, tenantId, ids.tournamentId);
    const { self } = await requireStaffParticipant(trx, tenantId, t, ids.participantId);
    if (await isSeededInTournament(trx, tenantId, t.id, self.participantId))
      throw businessRule(
        'PARTICIPANT_IN_BRACKET',
        `${self.name} is in a generated round: it cannot be removed; disqualify it instead`,
      );
    const reg = await participantRegistration(trx, tenantId, t.id, self.participantId);
    if (!reg) throw notFound('Participant');
    return withdrawByStaff(trx, engine, tenantId, t, reg);
  });
}
