import { newRowId } from '../../src/db/row-ids.js';
import type { GameInfo } from './catalogue.js';
import { DAY, iso, type Rng } from './random.js';
import type { BatchWriter } from './target.js';

export interface TeamInfo {
  id: string;
  name: string;
  externalId: string;
  memberCount: number;
}

export interface People {
  userIds: string[];
  userExternalIds: string[];
  /** Teams by game index. */
  teamsByGame: TeamInfo[][];
  /** User indexes that have an in-game id for each game (team owners of the future). */
  mappedUsersByGame: number[][];
  /** Team ids the first user (the benchmark's viewer) belongs to. */
  viewerTeamIds: Set<string>;
}

const ADJECTIVES = ['Night', 'Iron', 'Crimson', 'Silent', 'Golden', 'Frost', 'Shadow', 'Rapid', 'Lucky', 'Wild'];
const NOUNS = ['Owls', 'Wolves', 'Falcons', 'Titans', 'Vipers', 'Knights', 'Ravens', 'Sharks', 'Foxes', 'Bears'];
const COUNTRIES = ['+44', '+1', '+49', '+33', '+34', '+55', '+91', '+62', null];
const MEMBER_WEIGHTS = [10, 15, 20, 25, 30]; // 1..5 members

/** Users (about 1.5 per team, most in several teams), their in-game ids, teams and memberships. */
export async function addPeople(
  writer: BatchWriter,
  rng: Rng,
  tenantId: string,
  teamCount: number,
  games: GameInfo[],
): Promise<People> {
  const userCount = Math.max(10, Math.ceil(teamCount * 1.5));
  const gameWeights = games.map((g) => g.weight);
  // Plan first: memberships decide which games each user needs an in-game id for.
  const teamGame: number[] = [];
  const teamMembers: number[][] = [];
  const userGames = new Uint8Array(userCount);
  for (let t = 0; t < teamCount; t++) {
    const game = t < games.length ? t : rng.weighted(gameWeights);
    const size = 1 + rng.weighted(MEMBER_WEIGHTS);
    // The viewer (user 0) owns the first team of every game, so it plays in several teams.
    const members = new Set<number>([t < games.length ? 0 : rng.int(0, userCount - 1)]);
    while (members.size < Math.min(size, userCount)) members.add(rng.int(0, userCount - 1));
    teamGame.push(game);
    teamMembers.push([...members]);
    for (const u of members) userGames[u] = (userGames[u] as number) | (1 << game);
  }
  const now = Date.now();
  const userIds: string[] = [];
  const userExternalIds: string[] = [];
  const mappedUsersByGame: number[][] = games.map(() => []);
  for (let u = 0; u < userCount; u++) {
    if (rng.chance(0.3)) userGames[u] = (userGames[u] as number) | (1 << rng.weighted(gameWeights));
    const id = newRowId();
    const username = `player_${u}`;
    const created = iso(now - rng.int(30, 1500) * DAY);
    userIds.push(id);
    userExternalIds.push(`ext-user-${u}`);
    writer.add('users', {
      id,
      tenantId,
      externalId: `ext-user-${u}`,
      username,
      displayName: `Player ${u}`,
      email: rng.chance(0.6) ? `player${u}@example.com` : null,
      phoneNumber: null,
      countryCode: rng.pick(COUNTRIES),
      image: rng.chance(0.5) ? `https://cdn.example.com/avatars/${u}.png` : null,
      coverImage: null,
      createdAt: created,
      updatedAt: created,
    });
    games.forEach((game, g) => {
      if (((userGames[u] as number) & (1 << g)) === 0) return;
      mappedUsersByGame[g]?.push(u);
      writer.add('user_game_ids', {
        id: newRowId(),
        tenantId,
        userId: id,
        gameId: game.id,
        userGameId: `${username}#${game.shortName}`,
        createdAt: created,
        updatedAt: created,
      });
    });
  }
  await writer.maybeFlush();
  const teamsByGame: TeamInfo[][] = games.map(() => []);
  const viewerTeamIds = new Set<string>();
  for (let t = 0; t < teamCount; t++) {
    const id = newRowId();
    const members = teamMembers[t] as number[];
    const name = `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} ${t}`;
    const created = iso(now - rng.int(1, 1400) * DAY);
    writer.add('teams', {
      id,
      tenantId,
      externalId: `ext-team-${t}`,
      name,
      description: rng.chance(0.7) ? `${name}: we play to win, and we practise every evening.` : null,
      logo: rng.chance(0.7) ? `https://cdn.example.com/teams/${t}.png` : null,
      coverImage: rng.chance(0.3) ? `https://cdn.example.com/teams/${t}-cover.png` : null,
      gameId: (games[teamGame[t] as number] as GameInfo).id,
      ownerId: userIds[members[0] as number] as string,
      teamSize: 5,
      createdAt: created,
      updatedAt: created,
    });
    members.forEach((u, index) =>
      writer.add('team_members', {
        teamId: id,
        userId: userIds[u] as string,
        tenantId,
        role: index === 0 ? 1 : 2,
        joinedAt: iso(Date.parse(created) + index * DAY),
      }),
    );
    if (members.includes(0)) viewerTeamIds.add(id);
    teamsByGame[teamGame[t] as number]?.push({ id, name, externalId: `ext-team-${t}`, memberCount: members.length });
    await writer.maybeFlush();
  }
  return { userIds, userExternalIds, teamsByGame, mappedUsersByGame, viewerTeamIds };
}
