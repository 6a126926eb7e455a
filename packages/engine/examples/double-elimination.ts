/**
 * Eight players in a double elimination with a grand final reset: the better seed wins every
 * match except the first grand final, which the losers-bracket champion takes, so the reset is
 * played. Run it: `npx tsx packages/engine/examples/double-elimination.ts`.
 */
import {
  advanceMatch,
  eliminationPlacements,
  generateDoubleElimination,
  IndexedBracket,
  MatchResult,
  MatchStatus,
  seedParticipants,
  type EngineMatch,
} from '@tourney/engine';

const players = ['Ana', 'Ben', 'Cai', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];

export function playDoubleElimination(log: (line: string) => void = console.log) {
  const seeds = Object.fromEntries(players.map((name, index) => [name, index + 1]));
  const seeded = seedParticipants(players, { mode: 'explicit', seeds });
  const bracket = IndexedBracket.of(generateDoubleElimination(seeded, { grandFinal: 'double' }));

  const seedOf = (id: string | null) => seeds[id ?? ''] ?? Infinity;
  let championId: string | null = null;
  for (let next = playable(bracket); next; next = playable(bracket)) {
    const betterSeedIsFirst = seedOf(next.participant1Id) < seedOf(next.participant2Id);
    const underdogWins = next.bracket === 'grand_final';
    const result =
      betterSeedIsFirst !== underdogWins
        ? MatchResult.Participant1Won
        : MatchResult.Participant2Won;
    const outcome = advanceMatch(bracket, { matchNumber: next.matchNumber, result });
    bracket.apply(outcome.changed);
    const winner =
      result === MatchResult.Participant1Won ? next.participant1Id : next.participant2Id;
    log(`${next.bracket} ${next.stage}, match ${next.matchNumber}: ${winner} wins`);
    for (const event of outcome.events) {
      if (event.type === 'reset_activated') log(`  the reset, match ${event.matchNumber}, is on`);
    }
    championId = outcome.championId;
  }

  const placements = eliminationPlacements(bracket.matches());
  const table = [...placements]
    .sort(([idA, a], [idB, b]) => a.placement - b.placement || idA.localeCompare(idB))
    .map(([id, { placement, placementEnd }]) => ({
      player: id,
      place: placement === placementEnd ? `${placement}` : `${placement}–${placementEnd}`,
    }));
  log(`Champion: ${championId}`);
  for (const line of table) log(`${line.place.padEnd(4)} ${line.player}`);
  return { championId, placements: table };
}

/** The first match, by number, with both players and no result yet. */
function playable(bracket: IndexedBracket): EngineMatch | undefined {
  return bracket
    .matches()
    .find(
      (m) =>
        m.status === MatchStatus.Scheduled &&
        m.participant1Id !== null &&
        m.participant2Id !== null,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) playDoubleElimination();
