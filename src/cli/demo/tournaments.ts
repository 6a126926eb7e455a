import type { DemoApi } from './api-client.js';
import { reportDemoScores } from './self-reports.js';
import type { DemoTeam } from './community.js';

/** The ids the demo takes from the catalogue. */
export interface DemoCatalogue {
  duel: string;
  ffa: string;
  usd: string;
}

const DAY = 24 * 3600 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export interface Spec {
  name: string;
  gameId: string;
  matchType: 1 | 2;
  teams: DemoTeam[];
  approve: number;
  /** Days from now: negative for a tournament that has started. */
  startsInDays: number;
  /** Left as a draft: not published, nobody registered. */
  draft?: boolean;
  extra?: Record<string, unknown>;
}

export async function createTournament(api: DemoApi, catalogue: DemoCatalogue, spec: Spec) {
  const t = await api.tenant<{ tournamentId: string }>('POST', '/tournaments', {
    tournamentName: spec.name,
    gameId: spec.gameId,
    description: `${spec.name}: a demo tournament.`,
    enrollmentLimit: 16,
    minTeamMembers: 1,
    maxTeamMembers: 5,
    startTime: at(14),
    endTime: at(15),
    registrationDeadline: at(13),
    matchType: spec.matchType,
    teamType: spec.matchType === 1 ? '5v5' : 'Trios',
    color: '#2B6CB0',
    prizePool: 1000,
    entryFee: 0,
    entryFeeCurrencyId: catalogue.usd,
    prizePoolCurrencyId: catalogue.usd,
    rules: { checkIn: '15 minutes before start', substitutes: 'one per team' },
    prizeDistribution: {
      positions: [
        { prize: '1st', amount: 600 },
        { prize: '2nd', amount: 300 },
        { prize: '3rd', amount: 100 },
      ],
      special: [],
    },
    pointsSystem: {
      pointsPerFinish: 1,
      pointsPerKnock: 0.5,
      placementPoints: { '1': 12, '2': 9, '3': 7, '4': 5 },
    },
    ...spec.extra,
  });
  const id = t.tournamentId;
  if (spec.draft) return id;
  await api.tenant('POST', `/tournaments/${id}/status`, { status: 1 });
  for (const [i, team] of spec.teams.entries()) {
    const reg = await api.tenant<{ registrationId: string }>(
      'POST',
      `/tournaments/${id}/registrations/teams/${team.teamId}?externalUserId=${team.ownerExternalId}`,
      { applicationMessage: `${team.name} is ready.` },
    );
    if (i < spec.approve)
      await api.tenant(
        'POST',
        `/tournaments/${id}/registrations/${reg.registrationId}/approve`,
        {},
      );
  }
  if (spec.startsInDays < 0) {
    await api.tenant('PUT', `/tournaments/${id}`, {
      registrationDeadline: at(spec.startsInDays - 1),
      startTime: at(spec.startsInDays),
      endTime: at(spec.startsInDays + 2),
    });
  }
  return id;
}

async function addRound(api: DemoApi, tournamentId: string, body: Record<string, unknown>) {
  const round = await api.tenant<{ id: string }>('POST', `/tournaments/${tournamentId}/rounds`, {
    startDate: at(-1),
    endDate: at(1),
    ...body,
  });
  await api.tenant('POST', `/rounds/${round.id}/generate`, {
    seeding: { mode: 'random', randomSeed: 2026 },
  });
  return round.id;
}

/** Reports up to `limit` ready duel matches; the better seed (participant 1) usually wins. */
async function playDuels(api: DemoApi, tournamentId: string, limit: number) {
  let played = 0;
  while (played < limit) {
    const { matches } = await api.tenant<{ matches: { matchId: string }[] }>(
      'GET',
      `/matches/duel?tournamentId=${tournamentId}&matchStatus=1&pageSize=100`,
    );
    if (matches.length === 0) return played;
    for (const match of matches.slice(0, limit - played)) {
      const upset = played % 4 === 3;
      await api.tenant('POST', `/matches/${match.matchId}/result`, {
        games: [
          {
            participant1Score: upset ? 9 : 13,
            participant2Score: upset ? 13 : 9,
            mapName: 'Mirage',
          },
          {
            participant1Score: upset ? 11 : 13,
            participant2Score: upset ? 13 : 7,
            mapName: 'Inferno',
          },
        ],
      });
      played++;
    }
  }
  return played;
}

/** Plans the round's remaining matches from tomorrow at 18:00 UTC: 45 minutes each, 15 between. */
async function scheduleRound(api: DemoApi, roundId: string, stations: number) {
  const start = new Date(Date.now() + DAY);
  start.setUTCHours(18, 0, 0, 0);
  await api.tenant('POST', `/rounds/${roundId}/schedule`, {
    startAt: start.toISOString(),
    matchMinutes: 45,
    breakMinutes: 15,
    stations,
  });
}

/** Scores the first of each group's matches, leaving the second to be played. */
async function playFirstFfaMatches(api: DemoApi, roundId: string) {
  const { items } = await api.tenant<{ items: { id: string }[] }>(
    'GET',
    `/groups?roundId=${roundId}`,
  );
  for (const group of items) {
    const { standings } = await api.tenant<{ standings: { participantId: string }[] }>(
      'GET',
      `/groups/${group.id}/standings`,
    );
    await api.tenant('POST', `/groups/${group.id}/results`, {
      matchNumber: 1,
      placements: standings.map((s, i) => ({
        participantId: s.participantId,
        placement: i + 1,
        finishes: 6 - i,
        knocks: 3 - (i % 3),
      })),
    });
  }
}

/** A tournament in every status: draft, upcoming, ongoing (duel and FFA), completed, cancelled. */
export async function createTournaments(
  api: DemoApi,
  catalogue: DemoCatalogue,
  duelTeams: DemoTeam[],
  ffaTeams: DemoTeam[],
) {
  const duel = { gameId: catalogue.duel, matchType: 1 as const };
  // A free tournament names no currency.
  const draft = await createTournament(api, catalogue, {
    ...duel,
    name: 'CS2 Friday Scrims',
    teams: [],
    approve: 0,
    startsInDays: 21,
    draft: true,
    extra: { prizePool: 0, entryFeeCurrencyId: null, prizePoolCurrencyId: null },
  });
  const upcoming = await createTournament(api, catalogue, {
    ...duel,
    name: 'CS2 Winter Cup',
    teams: duelTeams.slice(0, 3),
    approve: 1,
    startsInDays: 14,
    extra: { isFeatured: true },
  });
  const ongoing = await createTournament(api, catalogue, {
    ...duel,
    name: 'CS2 Pro League',
    teams: duelTeams,
    approve: 8,
    startsInDays: -1,
  });
  const playoffs = await addRound(api, ongoing, {
    roundName: 'Playoffs',
    roundType: 2,
    bestOf: 3,
    grandFinal: 'double',
  });
  await playDuels(api, ongoing, 6);
  await reportDemoScores(api, ongoing, duelTeams);
  await scheduleRound(api, playoffs, 2);

  const completed = await createTournament(api, catalogue, {
    ...duel,
    name: 'CS2 Autumn Round Robin',
    teams: duelTeams.slice(4, 8),
    approve: 4,
    startsInDays: -10,
  });
  // A league ties are likely in: its chosen tiebreakers show on every standings line.
  await addRound(api, completed, {
    roundName: 'League',
    roundType: 3,
    bestOf: 3,
    tiebreakers: ['headToHead', 'gamesWon', 'sonnebornBerger'],
  });
  await playDuels(api, completed, 100);

  const cancelled = await createTournament(api, catalogue, {
    ...duel,
    name: 'CS2 Spring Qualifier',
    teams: duelTeams.slice(0, 2),
    approve: 2,
    startsInDays: 30,
  });
  await api.tenant('POST', `/tournaments/${cancelled}/status`, { status: 4 });

  const ffa = await createTournament(api, catalogue, {
    gameId: catalogue.ffa,
    matchType: 2,
    name: 'Apex Legends Showdown',
    teams: ffaTeams,
    approve: 4,
    startsInDays: -1,
  });
  const ffaRound = await addRound(api, ffa, {
    roundName: 'Group stage',
    roundType: 5,
    maxParticipants: 4,
    matchesPerGroup: 2,
  });
  await playFirstFfaMatches(api, ffaRound);
  await scheduleRound(api, ffaRound, 1);
  return { draft, upcoming, ongoing, completed, cancelled, ffa };
}
