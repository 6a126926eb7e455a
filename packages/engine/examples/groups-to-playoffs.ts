/**
 * Groups, then playoffs: eight teams split into two round-robin groups, the top two of each
 * qualify, seeded so that no first-round playoff match repeats a group pairing. Run it:
 * `npx tsx packages/engine/examples/groups-to-playoffs.ts`.
 */
import {
  generateRoundRobin,
  generateSingleElimination,
  MatchResult,
  MatchStatus,
  qualify,
  rankDuelStandings,
  splitIntoGroups,
} from '@tourney/engine';

const teams = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'];

export function groupsToPlayoffs(log: (line: string) => void = console.log) {
  const groups = splitIntoGroups(teams, { maxParticipants: 4 });
  const ranked = groups.map(({ groupNumber, participantIds }) => {
    // The better seed (lower number) wins every group match.
    const matches = generateRoundRobin(participantIds).map((m) => ({
      ...m,
      status: MatchStatus.Completed,
      result:
        teams.indexOf(m.participant1Id ?? '') < teams.indexOf(m.participant2Id ?? '')
          ? MatchResult.Participant1Won
          : MatchResult.Participant2Won,
    }));
    const standings = rankDuelStandings(participantIds, matches);
    log(
      `Group ${groupNumber}: ${standings.map((l) => `${l.participantId} (${l.wins})`).join(', ')}`,
    );
    return { groupNumber, ranked: standings.map((l) => l.participantId) };
  });

  // Which seeds meet in the playoffs' first round, for a given seed order.
  const firstRoundPairs = (seeded: readonly string[]) =>
    generateSingleElimination(seeded)
      .filter((m) => m.stage === 1 && m.participant1Id !== null && m.participant2Id !== null)
      .map((m) => [m.participant1Id, m.participant2Id] as [string, string]);
  const overall = ranked.flatMap((g) => g.ranked);
  const seeded = qualify({ perGroup: 2 }, ranked, overall, firstRoundPairs);
  const playoffs = firstRoundPairs(seeded);
  log(`Playoffs: ${playoffs.map(([a, b]) => `${a} v ${b}`).join(', ')}`);
  return { groups: ranked, playoffs };
}

if (import.meta.url === `file://${process.argv[1]}`) groupsToPlayoffs();
