import type { Executor } from '../../../db/database.js';
import {
  listBracketCells,
  listLayoutRounds,
  saveLayout,
  saveLayoutIfMissing,
} from './bracket-data.repository.js';
import type { BracketDataView } from './bracket-data.schemas.js';
import { BRACKET_SIDES } from '../matches/index.js';

type Cell = Awaited<ReturnType<typeof listBracketCells>>[number];
type RoundInfo = { id: string; roundNumber: number; roundType: number };

const SIDE_ORDER = new Map<string, number>(BRACKET_SIDES.map((side, index) => [side, index]));

/** Pure: the rounds' matches grouped by side then round, ids in position order. */
function buildBracketData(rounds: RoundInfo[], cells: Cell[]): BracketDataView {
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
 * The tournament's bracket layout, or null before its first round, computed from the stored
 * rounds and matches (two queries).
 */
async function loadBracketData(
  db: Executor,
  tenantId: string,
  tournamentId: string,
): Promise<BracketDataView | null> {
  const [rounds, cells] = await Promise.all([
    listLayoutRounds(db, tenantId, tournamentId),
    listBracketCells(db, tenantId, tournamentId),
  ]);
  return rounds.length === 0 ? null : buildBracketData(rounds, cells);
}

const asText = (layout: BracketDataView | null) => (layout ? JSON.stringify(layout) : null);

/**
 * Computes the layout again and stores it, for the detail reads. Every path that creates or
 * replaces a tournament's rounds or matches calls it in its transaction; results leave the
 * layout as it is.
 */
export async function refreshBracketLayout(trx: Executor, tenantId: string, tournamentId: string) {
  await saveLayout(
    trx,
    tenantId,
    tournamentId,
    asText(await loadBracketData(trx, tenantId, tournamentId)),
  );
}

/**
 * The layout text of a tournament whose layout was never stored (rounds from before layouts
 * were kept, or loaded behind the API's back): computed now and kept, unless a write stored
 * one meanwhile.
 */
export async function computeMissingLayout(db: Executor, tenantId: string, tournamentId: string) {
  const text = asText(await loadBracketData(db, tenantId, tournamentId));
  await saveLayoutIfMissing(db, tenantId, tournamentId, text);
  return text;
}
