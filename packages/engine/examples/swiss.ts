/**
 * Three Swiss rounds for six players, the earlier name winning every match: each round is
 * paired from the standings so far, without rematches. Run it:
 * `npx tsx packages/engine/examples/swiss.ts`.
 */
import {
  computeSwissStandings,
  MatchResult,
  MatchStatus,
  pairSwissRound,
  type EngineMatch,
} from '@tourney/engine';

const players = ['Ana', 'Ben', 'Cai', 'Dee', 'Eli', 'Fay'];

export function playSwiss(rounds = 3, log: (line: string) => void = console.log) {
  const played: EngineMatch[] = [];
  for (let round = 1; round <= rounds; round++) {
    const standings = computeSwissStandings(players, played);
    const pairings = pairSwissRound(standings, played, round);
    for (const match of pairings) {
      const [a, b] = [match.participant1Id, match.participant2Id];
      if (a === null || b === null) continue; // a bye, completed by the engine
      const result = a < b ? MatchResult.Participant1Won : MatchResult.Participant2Won;
      Object.assign(match, { status: MatchStatus.Completed, result });
    }
    played.push(...pairings);
    log(
      `Round ${round}: ${pairings.map((m) => `${m.participant1Id} v ${m.participant2Id}`).join(', ')}`,
    );
  }
  const final = computeSwissStandings(players, played);
  final.forEach((line, index) =>
    log(
      `${index + 1}. ${line.participantId} ${line.wins}–${line.losses}, Buchholz ${line.buchholz}`,
    ),
  );
  return { standings: final, pairs: played.map((m) => [m.participant1Id, m.participant2Id]) };
}

if (import.meta.url === `file://${process.argv[1]}`) playSwiss();
