import type { DemoApi } from './api-client.js';
import type { DemoTeam } from './community.js';

interface ReadyMatch {
  matchId: string;
  duelDetail: { participant1Id: string | null; participant2Id: string | null };
}

const score = (p1: number, p2: number, mapName: string) => ({
  participant1Score: p1,
  participant2Score: p2,
  mapName,
});

/**
 * Two of the tournament's ready matches reported by their teams' owners: one waiting for the
 * other side to confirm, one disputed (each side claims the win) with evidence links, for the
 * organiser's queue.
 */
export async function reportDemoScores(api: DemoApi, tournamentId: string, teams: DemoTeam[]) {
  const { matches } = await api.tenant<{ matches: ReadyMatch[] }>(
    'GET',
    `/matches/duel?tournamentId=${tournamentId}&matchStatus=1&pageSize=100`,
  );
  const ownerOf = (id: string | null) => teams.find((t) => t.teamId === id)?.ownerExternalId;
  const [pending, disputed] = matches.filter(
    (m) => ownerOf(m.duelDetail.participant1Id) && ownerOf(m.duelDetail.participant2Id),
  );
  await api.tenant('PUT', `/tournaments/${tournamentId}/report-settings`, {
    autoConfirmMinutes: 24 * 60,
  });
  const report = (match: ReadyMatch, slot: 1 | 2, body: object) => {
    const owner = ownerOf(
      slot === 1 ? match.duelDetail.participant1Id : match.duelDetail.participant2Id,
    );
    return api.tenant('POST', `/matches/${match.matchId}/reports?externalUserId=${owner}`, body);
  };
  if (pending) {
    await report(pending, 1, {
      games: [score(13, 10, 'Mirage'), score(13, 8, 'Inferno')],
      evidenceUrls: ['https://example.com/demo/scoreboard-1.png'],
    });
  }
  if (disputed) {
    await report(disputed, 1, {
      games: [score(13, 11, 'Nuke'), score(13, 9, 'Ancient')],
      evidenceUrls: ['https://example.com/demo/scoreboard-2.png'],
    });
    await report(disputed, 2, {
      games: [score(11, 13, 'Nuke'), score(13, 9, 'Ancient'), score(8, 13, 'Anubis')],
      evidenceUrls: ['https://example.com/demo/recording-2.mp4'],
    });
  }
}
