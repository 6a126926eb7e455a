import type { Executor } from '../../db/database.js';
import type { BracketDataView } from './bracket-data.schemas.js';
import { listBracketCells } from './match.repository.js';
import { BRACKET_SIDES } from './match.schemas.js';
import { listRounds } from './round.repository.js';

type Cell = Awaited<ReturnType<typeof listBracketCells>>[number];
type RoundInfo = { id: string; roundNumber: number; roundType: number };

const SIDE_ORDER = new Map<string, number>(BRACKET_SIDES.map((side, index) => [side, index]));

/** Pure: the rounds' matches grouped by side then round, ids in position order. */
export function buildBracketData(rounds: RoundInfo[], cells: Cell[]): BracketDataView {
  const sorted = [...cells].sort(
    (a, b) =>
      (SIDE_ORDER.get(a.bracket) ?? 99) - (SIDE_ORDER.get(b.bracket) ?? 99) ||
      a.stage - b.stage ||
      a.position - b.position,
  );
  const byRound = new Map<string, Cell[]>();
  for (const cell of sorted) {
    const ofRound = byRound.get(cell.roundId);
    if (ofRound) ofRound.push(cell);
    else byRound.set(cell.roundId, [cell]);
  }
  return {
    rounds: [...rounds]
      .sort((a, b) => a.roundNumber - b.roundNumber)
      .map((round) => ({
        roundId: round.id,
        roundNumber: round.roundNumber,
        roundType: round.roundType,
        sides: sidesOf(byRound.get(round.id) ?? []),
      })),
  };
}

function sidesOf(cells: Cell[]): BracketDataView['rounds'][number]['sides'] {
  const sides: BracketDataView['rounds'][number]['sides'] = [];
  for (const cell of cells) {
    let side = sides[sides.length - 1];
    if (side?.side !== cell.bracket) {
      side = { side: cell.bracket as (typeof BRACKET_SIDES)[number], rounds: [] };
      sides.push(side);
    }
    let round = side.rounds[side.rounds.length - 1];
    if (round?.round !== cell.stage) {
      round = { round: cell.stage, matchIds: [] };
      side.rounds.push(round);
    }
    round.matchIds.push(cell.id);
  }
  return sides;
}

/**
 * The tournament's bracket layout, or null before its first round. Derived on read from the
 * stored rounds and matches (two queries), so it follows every creation, generation and Swiss
 * stage without a copy to keep in step.
 */
export async function loadBracketData(
  db: Executor,
  tenantId: string,
  tournamentId: string,
): Promise<BracketDataView | null> {
  const [rounds, cells] = await Promise.all([
    listRounds(db, tenantId, tournamentId),
    listBracketCells(db, tenantId, tournamentId),
  ]);
  return rounds.length === 0 ? null : buildBracketData(rounds, cells);
}
