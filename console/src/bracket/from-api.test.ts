import { describe, expect, it } from 'vitest';
import type { Schemas } from '../api/client';
import { crossTableParticipants, meetings, scoreFor } from './cross-table';
import {
  ffaGroupFromApi,
  formatOfRoundType,
  matchFromApi,
  placementText,
  standingsFromApi,
} from './from-api';
import { matchLabel } from './labels';

function apiMatch(overrides: Partial<Schemas['Match']> = {}): Schemas['Match'] {
  return {
    matchId: 'm1',
    tournamentId: 't1',
    tournamentName: 'Cup',
    roundId: 'r1',
    roundName: 'Playoffs',
    matchNumber: 3,
    matchStatus: 3,
    matchResult: 1,
    scheduledAt: null,
    bestOf: 3,
    games: [],
    duelDetail: {
      participant1Id: 'a',
      participant1Name: 'Team A',
      participant1Logo: null,
      participant1ExternalId: null,
      participant1Type: 1,
      participant2Id: 'b',
      participant2Name: 'Team B',
      participant2Logo: null,
      participant2ExternalId: null,
      participant2Type: 1,
      participant1Score: 2,
      participant2Score: 1,
      winnerTeamId: 'a',
      mapId: null,
      mapName: null,
      duration: null,
    },
    bracket: { side: 'winners', round: 1, position: 2, winnerTo: null, loserTo: null },
    isBye: false,
    ...overrides,
  };
}

describe('matchFromApi', () => {
  it('takes participants, seeds, scores, the winner and the status', () => {
    const view = matchFromApi(apiMatch(), new Map([['a', 1]]));
    expect(view.top).toEqual({
      participant: { id: 'a', name: 'Team A', seed: 1 },
      score: 2,
      isWinner: true,
    });
    expect(view.bottom.isWinner).toBe(false);
    expect(view.state).toBe('completed');
    expect(matchLabel(view)).toBe('Match 3: Team A vs Team B, 2–1, completed, Team A won');
  });

  it('shows no score before play and names an empty slot', () => {
    const view = matchFromApi(apiMatch({ matchStatus: 5, matchResult: 0 }));
    expect(view.top.score).toBeNull();
    expect(view.state).toBe('waiting');
    const bye = { ...view, isBye: true, bottom: { ...view.bottom, participant: null } };
    expect(matchLabel(bye)).toBe('Match 3: Team A vs Bye, bye');
  });

  it('takes the bracket place and marks a bye without scores', () => {
    const link = { matchId: 'm9', slot: 2 as const };
    const view = matchFromApi(
      apiMatch({
        isBye: true,
        bracket: { side: 'losers', round: 2, position: 1, winnerTo: link, loserTo: null },
      }),
    );
    expect(view).toMatchObject({ side: 'losers', round: 2, position: 1, winnerTo: link });
    expect([view.isBye, view.top.score, view.bottom.score]).toEqual([true, null, null]);
  });

  it('maps every round type to a format', () => {
    expect([1, 2, 3, 4, 5].map(formatOfRoundType)).toEqual([
      'single_elimination',
      'double_elimination',
      'round_robin',
      'swiss',
      'free_for_all',
    ]);
  });

  it('keeps the standings in the server order with its rank', () => {
    const line = {
      participantId: 'a',
      participantName: 'Team A',
      participantLogo: null,
      participantExternalId: '',
      participantType: 1 as const,
      wins: 2,
      losses: 1,
      draws: 0,
      matchCount: 3,
      isMe: false,
      tiebreakers: { headToHead: 1 },
    };
    const [first] = standingsFromApi([{ ...line, rank: 1, placement: null, placementEnd: null }]);
    expect(first).toMatchObject({ rank: 1, placement: null, wins: 2, losses: 1, played: 3 });
  });

  it('shows a shared place as its range and a place of one alone', () => {
    const place = (placement: number | null, placementEnd: number | null) =>
      placementText({ placement, placementEnd });
    expect([place(5, 6), place(3, 3), place(null, null)]).toEqual(['5–6', '3', null]);
  });
});

describe('cross table', () => {
  it('reads each meeting from the row participant', () => {
    const match = matchFromApi(apiMatch());
    expect(crossTableParticipants([match]).map((p) => p.id)).toEqual(['a', 'b']);
    expect(meetings([match], 'b', 'a')).toEqual([match]);
    expect(scoreFor(match, 'a')).toBe('2–1');
    expect(scoreFor(match, 'b')).toBe('1–2');
  });
});

describe('the public page items', () => {
  it('draw exactly as the integration items they are picked from', () => {
    const full = apiMatch();
    const d = full.duelDetail;
    const duelDetail: Schemas['PublicDuelDetail'] = {
      participant1Id: d.participant1Id,
      participant1Name: d.participant1Name,
      participant1Logo: d.participant1Logo,
      participant1Type: d.participant1Type,
      participant2Id: d.participant2Id,
      participant2Name: d.participant2Name,
      participant2Logo: d.participant2Logo,
      participant2Type: d.participant2Type,
      participant1Score: d.participant1Score,
      participant2Score: d.participant2Score,
      winnerTeamId: d.winnerTeamId,
      mapId: d.mapId,
      mapName: d.mapName,
      duration: d.duration,
    };
    const publicMatch: Schemas['PublicMatch'] = {
      matchId: full.matchId,
      matchNumber: full.matchNumber,
      matchStatus: full.matchStatus,
      matchResult: full.matchResult,
      scheduledAt: full.scheduledAt,
      bestOf: full.bestOf,
      isBye: full.isBye,
      bracket: full.bracket,
      duelDetail,
    };
    expect(matchFromApi(publicMatch)).toEqual(matchFromApi(full));

    const line: Schemas['PublicDuelStandingLine'] = {
      participantId: 'a',
      participantName: 'Team A',
      participantLogo: null,
      participantType: 1,
      wins: 2,
      losses: 1,
      draws: 0,
      matchCount: 3,
      rank: 1,
      tiebreakers: {},
      placement: 5,
      placementEnd: 6,
    };
    const fullLine: Schemas['DuelStandingLine'] = {
      ...line,
      participantExternalId: 'ext',
      isMe: false,
    };
    expect(standingsFromApi([line])).toEqual(standingsFromApi([fullLine]));

    const group: Schemas['PublicGroup'] = {
      id: 'g1',
      groupName: 'Group A',
      maxParticipants: 4,
      participantCount: 1,
      scheduledAt: null,
      matches: [],
      standings: [
        {
          participantId: 'a',
          participantName: 'Team A',
          points: 10,
          finishes: 3,
          knocks: 1,
          bestPlacement: 1,
          matchesPlayed: 1,
          rank: 1,
          tiebreakers: {},
        },
      ],
    };
    expect(ffaGroupFromApi(group, group, 2)).toMatchObject({
      id: 'g1',
      name: 'Group A',
      matchesPerGroup: 2,
      leaderboard: [{ rank: 1, points: 10, participant: { id: 'a', name: 'Team A' } }],
    });
  });
});
