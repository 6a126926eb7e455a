import type { BracketSide, MatchView } from './model';
import { bracketStrings as strings } from './strings';

/**
 * Where each card, round header and connector of an elimination bracket goes, in pixels at
 * 100 % zoom. Pure, so the geometry is tested without a browser; the drawing only places boxes.
 */

export const CARD_WIDTH = 212;
export const CARD_HEIGHT = 56;
/** The card's caption line (match number, status) above its two participant rows. */
const CARD_CAPTION_HEIGHT = 14;
const ROW_GAP = 10;
const COLUMN_GAP = 44;
const HEADER_HEIGHT = 28;
const SECTION_GAP = 48;

interface Point {
  x: number;
  y: number;
}

export interface CardBox {
  matchId: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface RoundHeader {
  key: string;
  title: string;
  x: number;
  y: number;
  width: number;
}

/** An orthogonal line from a match's right edge to the slot its winner takes in the target. */
interface Connector {
  fromMatchId: string;
  toMatchId: string;
  slot: 1 | 2;
  points: Point[];
}

export interface BracketLayout {
  cards: CardBox[];
  headers: RoundHeader[];
  connectors: Connector[];
  width: number;
  height: number;
}

const TREE_SIDES: readonly BracketSide[] = ['winners', 'losers'];
const FINAL_SIDES: readonly BracketSide[] = ['grand_final', 'grand_final_reset'];
const COLUMN_PITCH = CARD_WIDTH + COLUMN_GAP;

function isEliminationSide(side: BracketSide): boolean {
  return side !== 'round_robin' && side !== 'swiss';
}

const centerY = (box: CardBox) => box.y + box.height / 2;

/** The anchor of a slot on a card's left edge: the middle of its upper or lower row. */
function slotAnchor(box: CardBox, slot: 1 | 2): Point {
  const row = (box.height - CARD_CAPTION_HEIGHT) / 2;
  return { x: box.x, y: box.y + CARD_CAPTION_HEIGHT + row * (slot === 1 ? 0.5 : 1.5) };
}

function roundTitle(side: BracketSide, round: number, roundsInSide: number, double: boolean) {
  const title = strings.roundTitle;
  if (side === 'grand_final') return title.grandFinal;
  if (side === 'grand_final_reset') return title.grandFinalReset;
  if (side === 'third_place') return title.thirdPlace;
  if (side === 'losers')
    return round === roundsInSide ? title.losersFinal : title.losersRound(round);
  const fromEnd = roundsInSide - round;
  if (fromEnd === 0) return double ? title.winnersFinal : title.final;
  if (fromEnd === 1) return double ? title.winnersSemifinals : title.semifinals;
  if (fromEnd === 2 && !double) return title.quarterfinals;
  return double ? title.winnersRound(round) : title.round(round);
}

function byRoundThenPosition(matches: MatchView[]): Map<number, MatchView[]> {
  const rounds = new Map<number, MatchView[]>();
  for (const match of [...matches].sort((a, b) => a.round - b.round || a.position - b.position)) {
    rounds.set(match.round, [...(rounds.get(match.round) ?? []), match]);
  }
  return rounds;
}

/**
 * One side as a tree: the first column stacked, each later card centred on the cards that
 * feed it from the same side, pushed down when it would overlap the card above.
 */
function layoutTree(
  matches: MatchView[],
  side: BracketSide,
  top: number,
  double: boolean,
  boxes: Map<string, CardBox>,
  headers: RoundHeader[],
): number {
  const rounds = byRoundThenPosition(matches);
  const roundNumbers = [...rounds.keys()];
  const lastRound = Math.max(...roundNumbers);
  const cardsTop = top + HEADER_HEIGHT;
  let bottom = cardsTop;
  roundNumbers.forEach((round, column) => {
    const x = column * COLUMN_PITCH;
    headers.push({
      key: `${side}-${round}`,
      title: roundTitle(side, round, lastRound, double),
      x,
      y: top,
      width: CARD_WIDTH,
    });
    let nextFree = cardsTop;
    for (const match of rounds.get(round) ?? []) {
      const feeders = matches
        .filter((m) => m.winnerTo?.matchId === match.id)
        .flatMap((m) => boxes.get(m.id) ?? []);
      const wanted = feeders.length
        ? feeders.reduce((sum, box) => sum + centerY(box), 0) / feeders.length - CARD_HEIGHT / 2
        : nextFree;
      const y = Math.max(wanted, nextFree);
      boxes.set(match.id, { matchId: match.id, x, y, width: CARD_WIDTH, height: CARD_HEIGHT });
      nextFree = y + CARD_HEIGHT + ROW_GAP;
      bottom = Math.max(bottom, y + CARD_HEIGHT);
    }
  });
  return bottom;
}

/** Grand final and reset: columns right of both trees, level with what feeds them. */
function layoutFinals(
  matches: MatchView[],
  firstColumn: number,
  boxes: Map<string, CardBox>,
  headers: RoundHeader[],
) {
  const ordered = FINAL_SIDES.flatMap((side) => matches.filter((m) => m.side === side));
  let previous: CardBox | undefined;
  ordered.forEach((match, index) => {
    const feeders = matches
      .filter((m) => m.winnerTo?.matchId === match.id || m.loserTo?.matchId === match.id)
      .flatMap((m) => boxes.get(m.id) ?? []);
    const source = feeders.length ? feeders : previous ? [previous] : [];
    const center = source.length
      ? source.reduce((sum, box) => sum + centerY(box), 0) / source.length
      : HEADER_HEIGHT + CARD_HEIGHT / 2;
    const box = {
      matchId: match.id,
      x: (firstColumn + index) * COLUMN_PITCH,
      y: Math.max(HEADER_HEIGHT, center - CARD_HEIGHT / 2),
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    };
    boxes.set(match.id, box);
    headers.push({
      key: match.side,
      title: roundTitle(match.side, 1, 1, true),
      x: box.x,
      y: box.y - HEADER_HEIGHT,
      width: CARD_WIDTH,
    });
    previous = box;
  });
}

/** The third-place match sits under the final, in the final's column. */
function layoutThirdPlace(
  match: MatchView,
  finalBox: CardBox | undefined,
  boxes: Map<string, CardBox>,
  headers: RoundHeader[],
) {
  const x = finalBox?.x ?? 0;
  const y = (finalBox ? finalBox.y + CARD_HEIGHT : HEADER_HEIGHT) + SECTION_GAP;
  boxes.set(match.id, { matchId: match.id, x, y, width: CARD_WIDTH, height: CARD_HEIGHT });
  headers.push({
    key: 'third_place',
    title: strings.roundTitle.thirdPlace,
    x,
    y: y - HEADER_HEIGHT,
    width: CARD_WIDTH,
  });
}

function connectorsOf(matches: MatchView[], boxes: Map<string, CardBox>): Connector[] {
  return matches.flatMap((match) => {
    const from = boxes.get(match.id);
    const to = match.winnerTo ? boxes.get(match.winnerTo.matchId) : undefined;
    if (!from || !to || !match.winnerTo) return [];
    const start = { x: from.x + from.width, y: centerY(from) };
    const end = slotAnchor(to, match.winnerTo.slot);
    const bend = end.x - COLUMN_GAP / 2;
    return [
      {
        fromMatchId: match.id,
        toMatchId: match.winnerTo.matchId,
        slot: match.winnerTo.slot,
        points: [start, { x: bend, y: start.y }, { x: bend, y: end.y }, end],
      },
    ];
  });
}

/**
 * Lays out single or double elimination: the winners tree on top, the losers tree below it,
 * the grand final (and reset) to the right of both, the third-place match under the final.
 * Round-robin and Swiss matches are ignored (they are drawn as tables).
 */
export function layoutElimination(all: readonly MatchView[]): BracketLayout {
  const matches = all.filter((m) => isEliminationSide(m.side));
  const boxes = new Map<string, CardBox>();
  const headers: RoundHeader[] = [];
  const double = matches.some((m) => m.side === 'losers');
  let top = 0;
  let columns = 0;
  for (const side of TREE_SIDES) {
    const ofSide = matches.filter((m) => m.side === side);
    if (!ofSide.length) continue;
    const bottom = layoutTree(ofSide, side, top, double, boxes, headers);
    top = bottom + SECTION_GAP;
    columns = Math.max(columns, new Set(ofSide.map((m) => m.round)).size);
  }
  layoutFinals(matches, columns, boxes, headers);
  const thirdPlace = matches.find((m) => m.side === 'third_place');
  if (thirdPlace) {
    const final = matches
      .filter((m) => m.side === 'winners')
      .reduce<MatchView | undefined>(
        (last, m) => (!last || m.round > last.round ? m : last),
        undefined,
      );
    layoutThirdPlace(thirdPlace, final && boxes.get(final.id), boxes, headers);
  }
  // Insertion order (side, round, position) is the keyboard's order through the cards.
  const cards = [...boxes.values()];
  return {
    cards,
    headers,
    connectors: connectorsOf(matches, boxes),
    width: Math.max(0, ...cards.map((c) => c.x + c.width)),
    height: Math.max(0, ...cards.map((c) => c.y + c.height)),
  };
}
