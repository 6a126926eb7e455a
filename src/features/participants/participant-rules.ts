import type { PlayerHolder } from '../users/index.js';
import type { ParticipantInput } from './line-format.js';
import type { ParticipantView } from './participant.schemas.js';

/** One participant to add or change; `field` prefixes its problems (`lines[3]`, or '' alone). */
export interface Candidate {
  field: string;
  input: ParticipantInput;
}

export interface Problem {
  /** The field named: `players`, `lines[3]`… */
  field: string;
  /** `VALIDATION` for a malformed request, else the business rule's reason. */
  reason: string;
  message: string;
}

/** A player with the in-game id it will hold. */
export interface Player {
  displayName: string;
  userGameId: string;
}

export interface TournamentRules {
  solo: boolean;
  minTeamMembers: number;
  maxTeamMembers: number;
  /** Places left for new participants; null when changing one already in. */
  freePlaces: number | null;
}

const at = (prefix: string, field: string) => (prefix === '' ? field : prefix);
const lower = (text: string) => text.trim().toLocaleLowerCase();

/** The players a candidate brings: a solo player is its own one player. */
export function playersOf(input: ParticipantInput, solo: boolean): Player[] {
  if (solo) return [{ displayName: input.name, userGameId: input.userGameId ?? input.name }];
  return (input.players ?? []).map((p) => ({
    displayName: p.displayName,
    userGameId: p.userGameId ?? p.displayName,
  }));
}

/** What is wrong with the candidate's own shape: players for its kind of tournament and their count. */
function shapeProblems({ field, input }: Candidate, rules: TournamentRules): Problem[] {
  const problem = (name: string, reason: string, message: string) => ({
    field: at(field, name),
    reason,
    message,
  });
  if (rules.solo) {
    if (input.players !== undefined)
      return [
        problem('players', 'VALIDATION', 'A solo tournament takes a userGameId, not players'),
      ];
    return [];
  }
  if (input.userGameId !== undefined)
    return [
      problem('userGameId', 'VALIDATION', 'In a team tournament the players carry the in-game ids'),
    ];
  if (input.players === undefined)
    return [problem('players', 'VALIDATION', 'A team needs its players')];
  const count = input.players.length;
  if (count < rules.minTeamMembers || count > rules.maxTeamMembers)
    return [
      problem(
        'players',
        'TEAM_SIZE_OUT_OF_RANGE',
        `The team needs ${rules.minTeamMembers} to ${rules.maxTeamMembers} players; it has ${count}`,
      ),
    ];
  return [];
}

/**
 * Every problem of the candidates against the tournament's participants (`current`, without the
 * one being changed) and each other: names and seeds unique, room left, and each in-game id free
 * or held by a staff-created player who plays for no other participant.
 */
export function checkCandidates(
  candidates: readonly Candidate[],
  current: readonly ParticipantView[],
  holders: ReadonlyMap<string, PlayerHolder>,
  rules: TournamentRules,
): Problem[] {
  const names = new Map(current.map((p) => [lower(p.name), p.name]));
  const seeds = new Set<number | null | undefined>(
    current.filter((p) => p.status === 2).map((p) => p.seed),
  );
  const playing = new Map<string, string>();
  for (const p of current) for (const player of p.players) playing.set(player.userId, p.name);
  const usedIds = new Map<string, string>();
  const problems: Problem[] = [];
  for (const [index, candidate] of candidates.entries()) {
    const { field, input } = candidate;
    const add = (name: string, reason: string, message: string) =>
      problems.push({ field: at(field, name), reason, message });
    const shape = shapeProblems(candidate, rules);
    problems.push(...shape);
    if (names.has(lower(input.name)))
      add(
        'name',
        'PARTICIPANT_NAME_TAKEN',
        `Another participant is already called ${names.get(lower(input.name))}`,
      );
    names.set(lower(input.name), input.name);
    if (input.seed !== undefined && seeds.has(input.seed))
      add('seed', 'SEED_TAKEN', `Seed ${input.seed} is already given to another participant`);
    seeds.add(input.seed);
    if (rules.freePlaces !== null && index >= rules.freePlaces)
      add(
        'name',
        'TOURNAMENT_FULL',
        `The tournament is full: ${rules.freePlaces} places were left`,
      );
    if (shape.length > 0) continue;
    const idField = rules.solo ? 'userGameId' : 'players';
    const seen = new Set<string>();
    for (const player of playersOf(input, rules.solo)) {
      const id = player.userGameId;
      const holder = holders.get(id);
      if (seen.has(id)) add(idField, 'DUPLICATE_PLAYER', `The in-game id ${id} is listed twice`);
      else if (holder && !holder.createdByStaff)
        add(
          idField,
          'USER_GAME_ID_TAKEN',
          `The in-game id ${id} belongs to a player the integrator manages`,
        );
      else if (holder && playing.has(holder.userId))
        add(
          idField,
          'PLAYER_ALREADY_IN',
          `The player with in-game id ${id} already plays for ${playing.get(holder.userId)}`,
        );
      else if (usedIds.has(id))
        add(
          idField,
          'PLAYER_ALREADY_IN',
          `The player with in-game id ${id} already plays for ${usedIds.get(id)}`,
        );
      seen.add(id);
    }
    for (const id of seen) usedIds.set(id, input.name);
  }
  return problems;
}
