import type { DemoApi } from './api-client.js';

const HANDLES = [
  'ace',
  'blaze',
  'cipher',
  'dash',
  'echo',
  'flux',
  'ghost',
  'havoc',
  'ion',
  'jinx',
  'kilo',
  'lynx',
  'mako',
  'nova',
  'onyx',
  'pike',
  'quill',
  'raven',
  'sable',
  'talon',
  'umbra',
  'vex',
  'wisp',
  'xeno',
  'yuki',
  'zephyr',
  'astra',
  'bolt',
  'comet',
  'drift',
  'ember',
  'frost',
];

const TEAM_NAMES = [
  'Night Owls',
  'Iron Wolves',
  'Crimson Tide',
  'Silver Foxes',
  'Storm Riders',
  'Void Walkers',
  'Solar Flares',
  'Frost Giants',
  'Neon Knights',
  'Shadow Pack',
  'Thunder Hawks',
  'Lucky Sevens',
];

export interface DemoTeam {
  teamId: string;
  name: string;
  ownerExternalId: string;
  /** The other members' external ids. */
  memberExternalIds: string[];
}

/** Users with in-game ids for both games: three members per team, the first owns it. */
export async function createCommunity(api: DemoApi, gameIds: { duel: string; ffa: string }) {
  const users: string[] = [];
  for (const [i, handle] of HANDLES.entries()) {
    const externalId = `demo-user-${i + 1}`;
    await api.tenant('POST', '/external/users', {
      externalId,
      username: handle,
      displayName: handle[0]!.toUpperCase() + handle.slice(1),
      email: `${handle}@players.example`,
      countryCode: ['+44', '+49', '+33', '+1'][i % 4],
    });
    for (const gameId of [gameIds.duel, gameIds.ffa]) {
      await api.tenant('POST', `/external/user-game-ids?externalUserId=${externalId}`, {
        gameId,
        userGameId: `${handle}#${1000 + i}`,
      });
    }
    users.push(externalId);
  }
  const duelTeams = await createTeams(api, gameIds.duel, users, TEAM_NAMES.slice(0, 8), 'cs2');
  const ffaTeams = await createTeams(api, gameIds.ffa, users, TEAM_NAMES.slice(8), 'apex');
  return { users, duelTeams, ffaTeams };
}

async function createTeams(
  api: DemoApi,
  gameId: string,
  users: string[],
  names: string[],
  tag: string,
) {
  const teams: DemoTeam[] = [];
  for (const [i, name] of names.entries()) {
    const [owner, ...members] = [0, 1, 2].map((k) => users[(i * 3 + k) % users.length]!);
    const team = await api.tenant<{ teamId: string }>(
      'POST',
      `/teams?externalId=${tag}-${i + 1}&externalUserId=${owner}`,
      {
        name,
        gameId,
        description: `${name} — demo team`,
        teamSize: 5,
      },
    );
    const invite = await api.tenant<{ token: string }>(
      'POST',
      `/teams/${team.teamId}/invites?externalUserId=${owner}`,
      {},
    );
    for (const member of members) {
      await api.tenant('POST', `/teams/invites/${invite.token}/join?externalUserId=${member}`);
    }
    teams.push({ teamId: team.teamId, name, ownerExternalId: owner!, memberExternalIds: members });
  }
  return teams;
}
